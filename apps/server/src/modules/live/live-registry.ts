import type { StreamEventName } from '@mithaq/contracts/messaging';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { BusEvent } from '../../platform/events/event-bus.js';

/** The members with a stream open on this instance, and how to write to them. */
export interface LiveAudience {
  isPresent(memberId: string): boolean;
  /** The given members who have a stream open here, once each. */
  present(memberIds: string[]): string[];
  /** Every member with a stream open here. */
  everyone(): string[];
  sendTo(memberId: string, event: StreamEventName, data: unknown): void;
}

/** A bus event a feature publishes; `resync` is the hub's own. */
export type LiveKind = Exclude<BusEvent['kind'], 'resync'>;

/** How one kind of bus event reaches the streams open here, rendered for each viewer. */
export type LiveRenderer<K extends LiveKind> = (
  event: Extract<BusEvent, { kind: K }>,
  audience: LiveAudience,
  ctx: AppContext,
) => void | Promise<void>;

type AnyRenderer = (event: BusEvent, audience: LiveAudience, ctx: AppContext) => void | Promise<void>;

/** The first event a newly opened stream is sent, so it has something to start from. */
export type LiveOpening = (ctx: AppContext, memberId: string) => Promise<{ event: StreamEventName; data: unknown }>;

/** Lets every open stream catch up after events were lost while this instance was not listening. */
export type LiveResync = (memberIds: string[], audience: LiveAudience, ctx: AppContext) => Promise<void>;

/** Which of these sessions are still signed in: a stream whose session ended is closed. */
export type LiveSessionCheck = (ctx: AppContext, sessionIds: string[]) => Promise<Set<string>>;

/** Where the hub records who has the site open on this instance (a feature keeps the rows). */
export interface LivePresence {
  markPresent(db: Db, instanceId: string, memberIds: string[]): Promise<void>;
  markAbsent(db: Db, instanceId: string, memberId: string): Promise<void>;
  touchInstance(db: Db, instanceId: string): Promise<void>;
  forgetInstance(db: Db, instanceId: string): Promise<void>;
}

/**
 * What each feature puts on the live stream: it registers, at start-up, the bus events it publishes
 * and how each is rendered for a viewer. The hub (stream-hub.ts) only delivers.
 */
export class LiveRegistry {
  private readonly renderers = new Map<LiveKind, AnyRenderer>();
  private readonly resyncs: LiveResync[] = [];
  opening: LiveOpening | null = null;
  presence: LivePresence | null = null;
  liveSessions: LiveSessionCheck = async () => {
    throw new Error('no session check registered (LiveRegistry.checkSessionsWith)');
  };

  render<K extends LiveKind>(kind: K, renderer: LiveRenderer<K>): void {
    if (this.renderers.has(kind)) throw new Error(`live event '${kind}' is registered twice`);
    // Stored by kind and only ever called with an event of that kind (rendererFor).
    this.renderers.set(kind, renderer as unknown as AnyRenderer);
  }

  openWith(opening: LiveOpening): void {
    this.opening = opening;
  }

  onResync(resync: LiveResync): void {
    this.resyncs.push(resync);
  }

  checkSessionsWith(check: LiveSessionCheck): void {
    this.liveSessions = check;
  }

  recordPresenceWith(presence: LivePresence): void {
    this.presence = presence;
  }

  rendererFor(kind: LiveKind): AnyRenderer | undefined {
    return this.renderers.get(kind);
  }

  get resyncHandlers(): readonly LiveResync[] {
    return this.resyncs;
  }
}
