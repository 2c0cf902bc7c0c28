import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions, admins, rateLimitHits, sessions, verificationCodes } from '../../platform/db/schema.js';
import { OUTBOX_RETENTION_DAYS, purgeOutbox } from '../../platform/mail/outbox-purge.js';
import { createMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { purgeExpiredRows } from './purge.js';

// No worker here, so the hourly purge never runs beside the test's own.
const t = useTestApp({ jobConcurrency: 0 });

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the hourly purge', () => {
  it('deletes ended sessions, expired codes and finished rate-limit windows, and keeps live ones', async () => {
    const member = await createMember(t.app, t.db);
    const other = await createMember(t.app, t.db);
    const [revoked, idle, fresh] = await t.db
      .insert(sessions)
      .values([
        { memberId: member.id, revokedAt: ago(HOUR) },
        { memberId: member.id, lastSeenAt: ago(31 * 24 * HOUR) },
        { memberId: member.id, lastSeenAt: ago(29 * 24 * HOUR) },
      ])
      .returning({ id: sessions.id });
    const [admin] = await t.db
      .insert(admins)
      .values({ name: 'Purge Test', email: `staff-${member.id}@example.com`, passwordHash: 'x' })
      .returning({ id: admins.id });
    const [staffRevoked, staffIdle, staffFresh] = await t.db
      .insert(adminSessions)
      .values([
        { adminId: admin?.id ?? '', revokedAt: ago(HOUR) },
        { adminId: admin?.id ?? '', lastSeenAt: ago(13 * HOUR) },
        { adminId: admin?.id ?? '', lastSeenAt: ago(11 * HOUR) },
      ])
      .returning({ id: adminSessions.id });
    const code = { channel: 'email', codeHash: 'h', sentTo: 'x@example.com' };
    await t.db.insert(verificationCodes).values([
      { ...code, memberId: member.id, expiresAt: ago(1000) },
      { ...code, memberId: other.id, expiresAt: new Date(Date.now() + 9 * 60_000) },
    ]);
    await t.db.insert(rateLimitHits).values([
      { key: 'purge-test:old', windowStart: ago(25 * HOUR), hits: 3 },
      { key: 'purge-test:today', windowStart: ago(23 * HOUR), hits: 3 },
    ]);

    expect(await purgeExpiredRows(t.db)).toEqual({
      presence: 0,
      sessions: 2,
      adminSessions: 2,
      codes: 1,
      rateLimitWindows: 1,
      photoViews: 0,
      profileVisits: 0,
    });

    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    const sessionIds = [revoked, idle, fresh].map((s) => s?.id ?? '');
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, sessionIds));
    expect(ids(left)).toEqual([fresh?.id]);
    const staffIds = [staffRevoked, staffIdle, staffFresh].map((s) => s?.id ?? '');
    const staffLeft = await t.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(inArray(adminSessions.id, staffIds));
    expect(ids(staffLeft)).toEqual([staffFresh?.id]);
    const codes = await t.db.select({ id: verificationCodes.memberId }).from(verificationCodes);
    expect(ids(codes)).toEqual([other.id]);
    const windows = await t.db.execute<{ key: string }>(
      sql`select key from rate_limit_hits where key like 'purge-test:%'`,
    );
    expect(windows.rows).toEqual([{ key: 'purge-test:today' }]);
    // The members' own sign-in sessions from registration are live and stay.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(me.statusCode).toBe(200);
  });
});

describe('the outbox purge', () => {
  it(`deletes emails and texts older than ${OUTBOX_RETENTION_DAYS} days and keeps newer ones`, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mq-outbox-purge-'));
    try {
      const write = async (name: string, daysOld: number) => {
        const file = path.join(dir, name);
        await fs.writeFile(file, 'To: someone@example.com\n');
        const at = ago(daysOld * 24 * HOUR);
        await fs.utimes(file, at, at);
      };
      await write('old.eml', 31);
      await write('old.sms.txt', 45);
      await write('recent.eml', 29);
      await fs.mkdir(path.join(dir, 'a-folder'));

      expect(await purgeOutbox(dir)).toBe(2);
      expect((await fs.readdir(dir)).sort()).toEqual(['a-folder', 'recent.eml']);
      expect(await purgeOutbox(path.join(dir, 'never-written'))).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
