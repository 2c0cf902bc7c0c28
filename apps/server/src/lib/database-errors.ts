/**
 * Telling a database that is briefly away from a bug, and logging either without the data. Drizzle
 * wraps a failed query in an error whose message carries the SQL *and its parameters* (an email, a
 * password hash), and PostgreSQL's `detail` repeats the offending values ("Key (email)=(…)"), so a
 * database error is only ever logged by its SQLSTATE code and the statement it ran
 * (docs/decisions/0016-holding-under-faults-and-bad-input.md "Database outages and logs").
 */

/**
 * SQLSTATE classes that mean "try again shortly", not "this request is wrong":
 * 08 connection exception, 53 insufficient resources, 57 operator intervention (57P01 admin
 * shutdown, 57P03 cannot connect now), 58 system error, 40 transaction rollback (serialization,
 * deadlock). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const RETRYABLE_SQLSTATE_CLASSES = new Set(['08', '40', '53', '57', '58']);

/** Socket-level failures node-postgres reports with a Node error code. */
const RETRYABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** node-postgres reports a lost or refused connection with these messages and no code. */
const RETRYABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
];

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

function asRecord(err: unknown): PgLikeError | null {
  return typeof err === 'object' && err !== null ? (err as PgLikeError) : null;
}

/** The error and its causes, innermost last (Drizzle wraps the driver's error in `cause`). */
function* causeChain(err: unknown): Iterable<PgLikeError> {
  let current = asRecord(err);
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = asRecord(current.cause);
  }
}

function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** True when the error came from talking to PostgreSQL (a failed query, a refused connection). */
export function isDatabaseError(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if (typeof e.query === 'string' || (isSqlState(e.code) && typeof e.severity === 'string')) return true;
    if (isRetryable(e)) return true;
  }
  return false;
}

function isRetryable(e: PgLikeError): boolean {
  // Node's codes first: 'EPIPE' has the shape of a SQLSTATE too.
  if (typeof e.code === 'string' && RETRYABLE_NODE_CODES.has(e.code)) return true;
  if (isSqlState(e.code)) return RETRYABLE_SQLSTATE_CLASSES.has(e.code.slice(0, 2));
  const message = typeof e.message === 'string' ? e.message : '';
  return RETRYABLE_MESSAGES.some((m) => message.includes(m));
}

/** The database is unreachable, restarting or overloaded: the request may simply be tried again. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) if (isRetryable(e)) return true;
  return false;
}

/** `insert into "members" …` -> `insert members`: what ran, never with what values. */
export function statementLabel(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim().toLowerCase();
  const verb =
    /^(with|select|insert|update|delete|begin|commit|rollback|listen|notify|set|create|alter|drop)\b/.exec(text)?.[1] ??
    'query';
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

export interface DatabaseErrorLog {
  type: 'DatabaseError';
  code: string | undefined;
  statement: string | undefined;
  constraint: string | undefined;
  table: string | undefined;
  column: string | undefined;
  unavailable: boolean;
}

function stringOrUndefined(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** What a log line may say about a database error: codes and names, no values, no message text. */
export function describeDatabaseError(err: unknown): DatabaseErrorLog {
  const chain = [...causeChain(err)];
  const withCode = chain.find((e) => typeof e.code === 'string');
  const withQuery = chain.find((e) => typeof e.query === 'string');
  const withSchemaInfo = chain.find((e) => typeof e.constraint === 'string' || typeof e.table === 'string');
  return {
    type: 'DatabaseError',
    code: stringOrUndefined(withCode?.code),
    statement: typeof withQuery?.query === 'string' ? statementLabel(withQuery.query) : undefined,
    constraint: stringOrUndefined(withSchemaInfo?.constraint),
    table: stringOrUndefined(withSchemaInfo?.table),
    column: stringOrUndefined(withSchemaInfo?.column),
    unavailable: isDatabaseUnavailable(err),
  };
}
