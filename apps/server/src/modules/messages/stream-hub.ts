import { STREAM_HEARTBEAT_MS, type StreamEventName } from '@mithaq/contracts';
import type { AppContext } from '../../lib/context.js';
import { findLiveSessions } from '../auth/auth.service.js';
import type { BusEvent } from '../events/event-bus.js';
import { acknowledgeDelivery, getInbox, renderMessageFor } from './messages.service.js';

/** One open `GET /api/messages/stream` of one member's device. */
export interface StreamClient {
  memberId: string;
  sessionId: string;
  send(event: StreamEventName, data: unknown): void;
  /** An SSE comment line: keeps proxies from closing an idle stream. */
  comment(text: string): void;
  close(): void;
}

export interface StreamHubOptions {
  heartbeatMs?: number;
  /** How often open streams' sessions are checked, so a revoked one closes within seconds. */
  sessionCheckMs?: number;
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * This instance's open streams, by member. Every bus event (from any instance) is rendered here for
 * the members who have a stream open on this instance, each as they may see it.
 */
export class StreamHub {
  private readonly byMember = new Map<string, Set<StreamClient>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Logger,
    private readonly options: StreamHubOptions = {},
  ) {}

  start(): void {
    this.unsubscribe = this.ctx.events.subscribe((event) => {
      this.handle(event).catch((err: unknown) => this.log.error({ err, kind: event.kind }, 'live event failed'));
    });
    const heartbeat = setInterval(() => this.heartbeat(), this.options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
    const sessions = setInterval(() => {
      this.closeRevokedStreams().catch((err: unknown) => this.log.error({ err }, 'stream session check failed'));
    }, this.options.sessionCheckMs ?? 5_000);
    for (const t of [heartbeat, sessions]) {
      t.unref();
      this.timers.push(t);
    }
  }

  stop(): void {
    this.unsubscribe?.();
    for (const t of this.timers) clearInterval(t);
    for (const client of this.allClients()) client.close();
    this.byMember.clear();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** Registers the stream and sends it the conversation list to start from. */
  async add(client: StreamClient): Promise<void> {
    let set = this.byMember.get(client.memberId);
    if (!set) {
      set = new Set();
      this.byMember.set(client.memberId, set);
    }
    set.add(client);
    client.send('inbox', await getInbox(this.ctx, client.memberId));
  }

  remove(client: StreamClient): void {
    const set = this.byMember.get(client.memberId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byMember.delete(client.memberId);
  }

  private *allClients(): Iterable<StreamClient> {
    for (const set of this.byMember.values()) yield* set;
  }

  private sendTo(memberId: string, event: StreamEventName, data: unknown): void {
    for (const client of this.byMember.get(memberId) ?? []) client.send(event, data);
  }

  private present(memberIds: string[]): string[] {
    return [...new Set(memberIds)].filter((id) => this.byMember.has(id));
  }

  private async handle(event: BusEvent): Promise<void> {
    if (event.kind === 'message') return this.deliverMessage(event.messageId, this.present(event.memberIds));
    if (event.kind === 'inbox') return this.sendInboxes(this.present(event.memberIds));
    // Events published while this instance was not listening are lost: a fresh inbox lets every
    // open stream catch up, and an open thread whose last message changed refetches on it.
    if (event.kind === 'resync') return this.sendInboxes([...this.byMember.keys()]);
    if (event.kind === 'support') {
      if (this.byMember.has(event.memberId)) this.sendTo(event.memberId, 'support', { ticketId: event.ticketId });
      return;
    }
    const { action, fromId, toId } = event;
    if (this.byMember.has(fromId)) this.sendTo(fromId, 'interest', { action, userId: toId });
    if (this.byMember.has(toId)) this.sendTo(toId, 'interest', { action, userId: fromId });
  }

  private async sendInboxes(memberIds: string[]): Promise<void> {
    await Promise.all(memberIds.map(async (id) => this.sendTo(id, 'inbox', await getInbox(this.ctx, id))));
  }

  private async deliverMessage(messageId: string, viewers: string[]): Promise<void> {
    if (viewers.length === 0) return;
    const rendered = await renderMessageFor(this.ctx, messageId, viewers);
    for (const [viewerId, data] of rendered) {
      this.sendTo(viewerId, 'message', data);
      // The receiver's device has it now (spec section 4 "Message ticks": delivered).
      if (data.message.receiver === viewerId && !data.message.deliveredAt) {
        await acknowledgeDelivery(this.ctx, viewerId, { messageIds: [messageId] });
      }
    }
  }

  private heartbeat(): void {
    for (const client of this.allClients()) client.comment('heartbeat');
  }

  private async closeRevokedStreams(): Promise<void> {
    const clients = [...this.allClients()];
    if (clients.length === 0) return;
    const live = await findLiveSessions(
      this.ctx,
      clients.map((c) => c.sessionId),
    );
    for (const client of clients) {
      if (live.has(client.sessionId)) continue;
      this.remove(client);
      client.close();
    }
  }
}
