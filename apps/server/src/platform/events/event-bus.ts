import type { ConversationChange, InterestEvent } from '@mithaq/contracts/messaging';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * What one instance tells every instance (docs/decisions/0009-membership-and-messaging.md "Live events"). Events carry
 * ids only: each instance renders them for its own viewers, so a free member's stream never receives text it
 * may not read, and a NOTIFY payload stays far below PostgreSQL's 8000-byte limit.
 */
export type BusEvent =
  /** A message was sent, delivered or read: both `memberIds` refresh that thread. */
  | { kind: 'message'; messageId: string; memberIds: string[] }
  /**
   * A message was sent, announced by the statement that stored it with all its stream events need, so
   * no instance queries for it (docs/decisions/0035-the-message-send-path.md).
   */
  | { kind: 'sent'; message: AnnouncedMessage }
  /** The receiver's device has the message now: its sender's ticks move. */
  | { kind: 'delivered'; message: AnnouncedMessage; deliveredAt: string }
  /** One conversation of one member moved without a new message (read on another device). */
  | { kind: 'conversation'; memberId: string; change: ConversationChange }
  /** These members' conversation lists changed (new message, match, block, read). */
  | { kind: 'inbox'; memberIds: string[] }
  /** An interest between two members was sent, accepted or declined. */
  | { kind: 'interest'; action: InterestEvent['action']; fromId: string; toId: string }
  /** Staff answered one of the member's support tickets. */
  | { kind: 'support'; ticketId: string; memberId: string }
  /** These members' notification feeds changed (a new item, or items read on another device). */
  | { kind: 'notification'; memberIds: string[] }
  /**
   * Raised locally, never published: the LISTEN connection was lost and is back, so whatever was
   * published in the gap never reached this instance and every open stream must catch up.
   */
  | { kind: 'resync' };

/**
 * A message as its send statement announced it: enough for every instance to render it for each
 * viewer. The text travels between our servers only; each stream still gets it only when its member
 * may read it. MESSAGE_MAX_LENGTH characters of the widest kind fit in a NOTIFY (modules/live/stream.api.test.ts).
 */
export interface AnnouncedMessage {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  /** Whether the receiver was an active premium member, who may read it, when it was sent. */
  receiverCanRead: boolean;
  /** The receiver's unread messages from this sender, this one included. */
  receiverUnread: number;
}

export type BusListener = (event: BusEvent) => void;

/** What travels in a NOTIFY: the event, and when it was published (ms since the epoch). */
type Published = BusEvent & { publishedAt?: number };

export interface PgEventBusOptions {
  /** Called with each received event's lag from publish to delivery (the metrics' histogram). */
  onDelivered?: (lagMs: number) => void;
}

export interface EventBus {
  /** Call after the change has committed, so a listener's query sees it. */
  publish(event: BusEvent): Promise<void>;
  /** Several events in one round trip (a batch of delivery receipts). */
  publishMany(events: BusEvent[]): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'mithaq_events';

/**
 * `pg_notify` calls for `events`, stamped as `publish` stamps, for a statement that makes the change
 * too: PostgreSQL delivers a NOTIFY only when its transaction commits, so listeners never hear of a
 * change that rolled back, and always see it when they query. In the order given.
 */
export function notifyCalls(events: readonly BusEvent[]): SQL {
  return sql.join(
    events.map((event) => sql`pg_notify(${EVENTS_CHANNEL}, ${stamped(event)})`),
    sql`, `,
  );
}
/**
 * `pg_notify` of an event the statement builds itself (a json object), stamped as `publish` stamps:
 * a change and its announcement in one round trip, delivered only if the change commits.
 */
export function notifyCall(event: SQL): SQL {
  const publishedAt = sql`floor(extract(epoch from clock_timestamp()) * 1000)`;
  return sql`pg_notify(${EVENTS_CHANNEL}, ((${event})::jsonb || jsonb_build_object('publishedAt', ${publishedAt}))::text)`;
}

const RECONNECT_MS = 1_000;

interface Logger {
  warn(obj: object, msg: string): void;
}

/** An event as a NOTIFY payload, stamped with when it was published. */
export const stamped = (event: BusEvent) => JSON.stringify({ ...event, publishedAt: Date.now() } satisfies Published);

/**
 * PostgreSQL NOTIFY to publish, one LISTEN connection per instance to receive: any number of app
 * instances on one database deliver to each other's members, with nothing else to run.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<BusListener>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Set once the first LISTEN succeeds; every later one follows a gap. */
  private hasListened = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connection: pg.ClientConfig,
    private readonly log: Logger,
    private readonly options: PgEventBusOptions,
  ) {}

  /**
   * Resolves once this instance is listening, so nothing published after it is missed. When the
   * database cannot be reached the app still starts (health answers 503) and listening is retried.
   */
  static async start(
    pool: pg.Pool,
    connection: pg.ClientConfig,
    log: Logger,
    options: PgEventBusOptions = {},
  ): Promise<PgEventBus> {
    const bus = new PgEventBus(pool, connection, log, options);
    await bus.listen().catch((err: unknown) => {
      log.warn({ err }, 'live events are not available yet; retrying');
      bus.scheduleRetry();
    });
    return bus;
  }

  async publish(event: BusEvent): Promise<void> {
    try {
      await this.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, stamped(event)]);
    } catch (err) {
      // The change itself has committed; a live update lost here is caught up by polling (spec 9).
      this.log.warn({ err, kind: event.kind }, 'could not publish a live event');
    }
  }

  async publishMany(events: BusEvent[]): Promise<void> {
    if (events.length === 0) return;
    try {
      await this.pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        EVENTS_CHANNEL,
        events.map(stamped),
      ]);
    } catch (err) {
      this.log.warn({ err, kind: 'batch' }, 'could not publish live events');
    }
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (n) => this.dispatch(n.payload));
    client.on('error', (err) => this.reconnect(client, err));
    client.on('end', () => this.reconnect(client, null));
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (this.hasListened) {
      this.log.warn({}, 'live event connection restored; open streams catch up');
      this.emit({ kind: 'resync' });
    }
    this.hasListened = true;
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let published: Published;
    try {
      published = JSON.parse(payload) as Published;
    } catch {
      return;
    }
    const { publishedAt, ...event } = published;
    this.emit(event as BusEvent);
    if (typeof publishedAt === 'number') this.options.onDelivered?.(Date.now() - publishedAt);
  }

  private emit(event: BusEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** The LISTEN connection dropped (database restart, network): listen again until closed. */
  private reconnect(client: pg.Client, err: Error | null): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.log.warn({ err }, 'live event connection lost; reconnecting');
    client.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      if (this.closed) return;
      this.listen().catch(() => this.scheduleRetry());
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
