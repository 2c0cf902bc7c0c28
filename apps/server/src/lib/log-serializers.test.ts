import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText, serializeError } from './log-serializers.js';

describe('log serializers', () => {
  it('logs a failed Drizzle query by code and statement, never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(amina@example.com) already exists.',
      constraint: 'members_email_unique',
      table: 'members',
    });
    const err = Object.assign(
      new Error('Failed query: insert into "members" ... params: amina@example.com,$argon2id$v=19$m=19456'),
      {
        query: 'insert into "members" ("email", "password_hash") values ($1, $2)',
        params: ['amina@example.com', '$argon2id$v=19$m=19456,t=2,p=1$abc'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain('amina@example.com');
    expect(logged).not.toContain('argon2');
    expect(serializeError(err)).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      statement: 'insert members',
      constraint: 'members_email_unique',
      unavailable: false,
    });
  });

  it('marks a refused or terminated connection as unavailable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(serializeError(refused)).toMatchObject({ type: 'DatabaseError', code: 'ECONNREFUSED', unavailable: true });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    expect(serializeError(shutdown)).toMatchObject({ code: '57P01', unavailable: true });
    // A write to a socket the server closed: 'EPIPE' looks like a SQLSTATE but is Node's.
    const pipe = Object.assign(new Error('Failed query: select …'), {
      query: 'select 1',
      cause: Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
    });
    expect(serializeError(pipe)).toMatchObject({ code: 'EPIPE', unavailable: true });
  });

  it('masks emails and password hashes in any other error text', () => {
    const logged = JSON.stringify(serializeError(new Error('550 mailbox amina@example.com rejected')));
    expect(logged).not.toContain('amina@example.com');
    expect(scrubText('hash $argon2id$v=19$m=19456,t=2,p=1$salt$hash end')).toBe('hash [hash] end');
  });

  it('drops query values from logged addresses', () => {
    expect(redactUrl('/api/media/p1/display?exp=1&sig=secret')).toBe('/api/media/p1/display?exp=~&sig=~');
    expect(redactUrl('/api/admin/users?q=amina%40example.com')).toBe('/api/admin/users?q=~');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
