import { randomUUID } from 'node:crypto';
/**
 * What the load benchmark drives: each endpoint as a load target (many members at once) and as a
 * single sample request (to record its SQL for the query count and the raw-SQL replay).
 */
import type { LoadTarget } from './runner.js';
import type { RecordedStatement } from './server.child.js';

export interface Members {
  /** One live session per load viewer (50 men with a few interests, matches and messages each). */
  tokens: readonly string[];
  /** The load viewers' member ids and session ids, in the order of `tokens`. */
  viewerIds: readonly string[];
  sessionIds: readonly string[];
  /** A member registered through the API just now: no interests, no messages. */
  small: string;
  /** A member with 300 interests received, 100 sent, 200 matches with 10 messages each. */
  large: string;
  /**
   * Women no load viewer has an interest with: interest number i goes from viewer i % 50 to target i,
   * so concurrent sends come from different members to different members (no shared row).
   */
  interestTargets: readonly string[];
  /** A signed display or blur address from a browse answer, and the ETag it is served with. */
  photo: { url: string; etag: string | null };
}

export interface Endpoint {
  name: string;
  /** Reads are held to the ratio goal; the write is measured alongside. */
  isRead: boolean;
  /**
   * The most SQL statements one request may send, whatever the data (read from the code: some are
   * skipped when there is nothing to look up, e.g. no photos on the page). Member requests add one
   * when their session was last marked seen over 5 minutes ago (auth.service LAST_SEEN_RESOLUTION_MS).
   */
  maxStatements: number;
  target(m: Members): LoadTarget;
  /** One request (`n` numbers write samples so they never repeat); the caller adds the token. */
  sample(m: Members, n: number): Sample;
  /**
   * For a write: how the raw replay of sample `n` (sent as the first load viewer) becomes its request
   * number i, so it writes new rows from many members like the app's run rather than one row again.
   */
  rawSubstitutions?(m: Members, n: number, recorded: readonly RecordedStatement[]): Substitution[];
}

/** In every statement value, `from` becomes `to[i % to.length]` for replayed request i. */
export interface Substitution {
  from: string;
  to: readonly string[];
}

export interface Sample {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

const get = (url: string): Sample => ({ method: 'GET', url });
const ifNoneMatch = (m: Members): Record<string, string> => (m.photo.etag ? { 'if-none-match': m.photo.etag } : {});

/** Session (+ seen), the page, photo access for the page's members. */
function browse(name: string, query: string): Endpoint {
  const url = `/api/profiles${query}`;
  return {
    name,
    isRead: true,
    maxStatements: 4,
    target: (m) => ({ path: () => url, tokens: m.tokens }),
    sample: () => get(url),
  };
}

function authenticatedRead(name: string, url: string, maxStatements: number): Endpoint {
  return {
    name,
    isRead: true,
    maxStatements,
    target: (m) => ({ path: () => url, tokens: m.tokens }),
    sample: () => get(url),
  };
}

const interestUrl = (m: Members, i: number) =>
  `/api/profiles/${m.interestTargets[i % m.interestTargets.length]}/interest`;
/** The sample's target: far beyond what a load run reaches. */
const sampleTarget = (m: Members, n: number) => m.interestTargets[m.interestTargets.length - 1 - n] as string;
/** The raw replay sends from the viewer half the list away, so its pairs never meet the app's. */
const rotated = (list: readonly string[]) => [...list.slice(list.length / 2), ...list.slice(0, list.length / 2)];

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/health',
    isRead: true,
    maxStatements: 1,
    target: () => ({ path: () => '/api/health' }),
    sample: () => get('/api/health'),
  },
  browse('GET /api/profiles', ''),
  browse('  ?location=dubai', '?location=dubai'),
  browse('  ?profession=doctor', '?profession=doctor'),
  browse('  ?education=masters', '?education=masters'),
  browse('  ?location=srinagar (rare)', '?location=srinagar'),
  browse('  ?profession=pilot (rare)', '?profession=pilot'),
  browse('  ?education=hafiz (rare)', '?education=hafiz'),
  browse('  ?minAge=25&maxAge=30', '?minAge=25&maxAge=30'),
  browse('  ?sect=Shia', '?sect=Shia'),
  browse('  ?maritalStatus=Divorced', '?maritalStatus=Divorced'),
  browse('  ?verifiedOnly=true', '?verifiedOnly=true'),
  browse('  all filters', '?location=hyderabad&profession=engineer&education=bachelors&minAge=22&maxAge=35&sect=Sunni'),
  // Session (+ seen), interests with the other members, their photo access.
  authenticatedRead('GET /api/profiles/interests', '/api/profiles/interests', 4),
  // Session (+ seen), member, own photo (when there is one), matches.
  authenticatedRead('GET /api/auth/me', '/api/auth/me', 5),
  // Session (+ seen), viewer, inbox; with deliveries pending: mark them delivered, one NOTIFY.
  authenticatedRead('GET /api/messages/inbox', '/api/messages/inbox', 6),
  {
    name: 'GET photo variant (signed)',
    isRead: true,
    // The variant's bytes, read only while the address's photo version is the owner's current one.
    maxStatements: 1,
    target: (m) => ({ path: () => m.photo.url }),
    sample: (m) => get(m.photo.url),
  },
  {
    name: 'GET photo variant, If-None-Match',
    isRead: true,
    // The signature is checked in memory; a 304 then asks only whether the photo version is still
    // the one signed (two primary-key lookups, no bytes), so a revoked address answers 404 at once.
    maxStatements: 1,
    target: (m) => ({
      path: () => m.photo.url,
      headers: ifNoneMatch(m),
      expect: m.photo.etag ? 304 : 200,
    }),
    sample: (m) => ({ ...get(m.photo.url), headers: ifNoneMatch(m) }),
  },
  {
    name: 'POST /api/profiles/{id}/interest',
    isRead: false,
    // Session (+ seen), then one transaction: begin, lock the sender and the pair and read the target,
    // interests between and quota count, insert, the notification (feed row, job and both NOTIFYs in
    // one statement), commit.
    maxStatements: 8,
    target: (m) => ({
      method: 'POST',
      path: (i) => interestUrl(m, i),
      body: '{}',
      tokens: m.tokens,
      expect: 201,
    }),
    sample: (m, n) => ({ method: 'POST', url: `/api/profiles/${sampleTarget(m, n)}/interest`, body: '{}' }),
    rawSubstitutions: (m, n, recorded) => [
      { from: sampleTarget(m, n), to: m.interestTargets },
      { from: m.viewerIds[0] as string, to: rotated(m.viewerIds) },
      { from: m.sessionIds[0] as string, to: rotated(m.sessionIds) },
      // The feed item's id is chosen by the app (notify()): each replay stores its own.
      ...newIdsFor(recorded, 'insert into "notifications"'),
    ],
  },
];

/** Replays one run can send at most (closed loop, 10 s, far above any write's rate here). */
const MAX_REPLAYS = 100_000;

/**
 * The id the app chose for the row a recorded statement inserts (its first value), to be replaced
 * by a fresh one in each replay, so replays insert rows as the app does instead of colliding.
 */
function newIdsFor(recorded: readonly RecordedStatement[], insertInto: string): Substitution[] {
  const insert = recorded.find((s) => s.text.includes(insertInto));
  const id = insert?.values[0];
  if (typeof id !== 'string') return [];
  return [{ from: id, to: Array.from({ length: MAX_REPLAYS }, () => randomUUID()) }];
}
