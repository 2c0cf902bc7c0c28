import { randomUUID } from 'node:crypto';
import type { StreamEventName } from '@mithaq/contracts/messaging';
import { STREAM_HEARTBEAT_MS } from '@mithaq/contracts/messaging-constants';
import { ConcurrencyLimit, forEachInSlices } from '../../lib/event-loop-slices.js';
import type { AppContext } from '../../platform/context.js';
import type { BusEvent } from '../../platform/events/event-bus.js';
import type { LiveAudience, LiveRegistry } from './live-registry.js';

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

/**
 * First inboxes built at once; more streams opening (a deploy reconnects every client) wait their
 * turn, so the burst leaves pool connections for everything else
 * (docs/decisions/0042-inbox-unread-counts-and-reconnect-storms.md "Reconnect storms").
 */
const FIRST_INBOXES_AT_ONCE = 4;
/** The longest a sweep over every stream (heartbeat, session check) holds the event loop at a time. */
const SWEEP_SLICE_MS = 5;
/** Sessions checked per statement by the session sweep. */
const SESSION_CHECK_BATCH = 2_000;

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * This instance's open streams, by member. Every bus event (from any instance) is rendered here for
 * the members who have a stream open on this instance, each as they may see it.
 */
export class StreamHub implements LiveAudience {
  private readonly byMember = new Map<string, Set<StreamClient>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly firstInboxes = new ConcurrencyLimit(FIRST_INBOXES_AT_ONCE);
  /** Members whose presence the next batched write records, and that write. */
  private readonly arriving = new Set<string>();
  private arrivalsWritten: Promise<void> | null = null;
  /** The latest batch of arrivals: a member leaving waits for it, so their row is not written back after. */
  private lastArrivals: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  /** This instance in `live_streams`: who has the site open here (notifications/presence.repo.ts). */
  private readonly instanceId = randomUUID();
  private stopped = false;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly registry: LiveRegistry,
    private readonly log: Logger,
    private readonly options: StreamHubOptions = {},
  ) {}

  start(): void {
    this.unsubscribe = this.ctx.events.subscribe((event) => {
      this.handle(event).catch((err: unknown) => this.log.error({ err, kind: event.kind }, 'live event failed'));
    });
    this.repeat('heartbeat', this.options.heartbeatMs ?? STREAM_HEARTBEAT_MS, async () => {
      this.touchPresence();
      await this.heartbeat();
    });
    this.repeat('session check', this.options.sessionCheckMs ?? 5_000, () => this.closeRevokedStreams());
  }

  /**
   * Runs `sweep` every `everyMs`, counted from the end of the previous run: a slow sweep (a busy
   * database) delays the next one instead of running beside it.
   */
  private repeat(name: string, everyMs: number, sweep: () => Promise<void>): void {
    const schedule = () => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        sweep()
          .catch((err: unknown) => this.log.error({ err }, `stream ${name} failed`))
          .finally(schedule);
      }, everyMs);
      timer.unref();
      this.timers.set(name, timer);
    };
    schedule();
  }

  /**
   * Stops once: draining starts it and closing waits for the same stop, so the instance's presence
   * rows are forgotten before the database closes.
   */
  stop(): Promise<void> {
    this.stopping ??= this.closeAll();
    return this.stopping;
  }

  private async closeAll(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    for (const t of this.timers.values()) clearTimeout(t);
    for (const client of this.allClients()) client.close();
    this.byMember.clear();
    await this.presence(this.registry.presence?.forgetInstance(this.ctx.db, this.instanceId));
  }

  get size(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** Registers the stream and sends it what to start from (the conversation list). */
  async add(client: StreamClient): Promise<void> {
    let set = this.byMember.get(client.memberId);
    const firstHere = !set;
    if (!set) {
      set = new Set();
      this.byMember.set(client.memberId, set);
    }
    set.add(client);
    // Presence and the first inbox are independent: one round trip's wait, not two, before it starts.
    const [, inbox] = await Promise.all([
      firstHere ? this.markArrived(client.memberId) : null,
      // A stream that closed while waiting for its turn (the client gave up) costs nothing more.
      this.firstInboxes.run(async () => (set.has(client) ? this.opening(client.memberId) : null)),
    ]);
    if (inbox) client.send(inbox.event, inbox.data);
  }

  remove(client: StreamClient): void {
    const set = this.byMember.get(client.memberId);
    if (!set) return;
    set.delete(client);
    if (set.size > 0 || this.stopped) return;
    this.byMember.delete(client.memberId);
    this.arriving.delete(client.memberId);
    void this.lastArrivals.then(() =>
      this.presence(this.registry.presence?.markAbsent(this.ctx.db, this.instanceId, client.memberId)),
    );
  }

  /**
   * Presence only decides whether an email or push is worth sending, so a failed write is logged and
   * the stream goes on: the worst case is one notification too many or one that waits.
   */
  private async presence(write: Promise<void> | undefined): Promise<void> {
    await write?.catch((err: unknown) => this.log.error({ err }, 'stream presence could not be recorded'));
  }

  /**
   * Records the member as present together with every other stream opened in the same turn of the
   * event loop: one statement for a burst of reconnects instead of one each.
   */
  private markArrived(memberId: string): Promise<void> {
    this.arriving.add(memberId);
    this.arrivalsWritten ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const memberIds = [...this.arriving];
      this.arriving.clear();
      this.arrivalsWritten = null;
      return this.presence(this.registry.presence?.markPresent(this.ctx.db, this.instanceId, memberIds));
    });
    this.lastArrivals = this.arrivalsWritten;
    return this.arrivalsWritten;
  }

  private touchPresence(): void {
    if (this.byMember.size > 0) void this.presence(this.registry.presence?.touchInstance(this.ctx.db, this.instanceId));
  }

  /** Plain loops: spreading a generator over 10,000 streams took 12-17 ms by itself. */
  private allClients(): StreamClient[] {
    const clients: StreamClient[] = [];
    for (const set of this.byMember.values()) for (const client of set) clients.push(client);
    return clients;
  }

  private async opening(memberId: string) {
    return this.registry.opening ? this.registry.opening(this.ctx, memberId) : null;
  }

  isPresent(memberId: string): boolean {
    return this.byMember.has(memberId);
  }

  everyone(): string[] {
    return [...this.byMember.keys()];
  }

  sendTo(memberId: string, event: StreamEventName, data: unknown): void {
    for (const client of this.byMember.get(memberId) ?? []) client.send(event, data);
  }

  present(memberIds: string[]): string[] {
    return [...new Set(memberIds)].filter((id) => this.byMember.has(id));
  }

  private async handle(event: BusEvent): Promise<void> {
    // Events published while this instance was not listening are lost: every open stream catches up.
    if (event.kind === 'resync') {
      const everyone = this.everyone();
      await Promise.all(this.registry.resyncHandlers.map((resync) => resync(everyone, this, this.ctx)));
      return;
    }
    await this.registry.rendererFor(event.kind)?.(event, this, this.ctx);
  }

  /** A comment on every stream, a slice at a time (10,000 writes at once held the loop for 27-125 ms). */
  private async heartbeat(): Promise<void> {
    await forEachInSlices(this.allClients(), SWEEP_SLICE_MS, (client) => client.comment('heartbeat'));
  }

  /**
   * Closes the streams whose session ended, checking them a batch at a time: building and reading one
   * query for 10,000 sessions held the event loop for about 20 ms.
   */
  private async closeRevokedStreams(): Promise<void> {
    const clients = this.allClients();
    for (let i = 0; i < clients.length; i += SESSION_CHECK_BATCH) {
      const batch = clients.slice(i, i + SESSION_CHECK_BATCH);
      const live = await this.registry.liveSessions(
        this.ctx,
        batch.map((c) => c.sessionId),
      );
      await forEachInSlices(batch, SWEEP_SLICE_MS, (client) => {
        if (live.has(client.sessionId)) return;
        this.remove(client);
        client.close();
      });
    }
  }
}
