import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registrationInput } from '../test/factories.js';
import { useTestApp } from '../test/test-app.js';

/**
 * A failed query must not write what it carried to the log (docs/decisions/0016-holding-under-faults-and-bad-input.md
 * "Database outages and logs"): Drizzle's error text holds the statement's parameters, which for a registration are the
 * email and the argon2 hash of the password.
 */
let logText = '';
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => {
  logText += chunk.toString();
});
const t = useTestApp({ logLevel: 'info' }, { logStream });

describe('log privacy', () => {
  it('logs a failed registration by code and statement, without the email, password or hash', async () => {
    // A trigger makes the insert fail inside PostgreSQL, as a constraint or a bug would.
    await t.database.pool.query(`
      create function refuse_member() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test' using errcode = 'P0001'; end $$;
      create trigger refuse_member before insert on members for each row execute function refuse_member();
    `);
    const input = registrationInput({ email: 'private.person@example.com', password: 'my-secret-pass-42' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });

    const failure = logText.split('\n').find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure ?? '{}').err).toMatchObject({
      type: 'DatabaseError',
      code: 'P0001',
      statement: 'insert members',
    });
    for (const secret of ['private.person@example.com', 'my-secret-pass-42', '$argon2', 'params:']) {
      expect(logText).not.toContain(secret);
    }
  });

  it('logs addresses without their query values', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health?probe=private.person%40example.com' });
    expect(logText).toContain('/api/health?probe=~');
    expect(logText).not.toContain('private.person%40example.com');
  });
});
