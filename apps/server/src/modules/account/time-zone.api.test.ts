import { TIME_ZONE_MESSAGES } from '@mithaq/contracts/time-zone';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const me = async (who: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.auth })).json();
const setZone = (who: TestMember | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/me/time-zone', headers: who?.auth, payload });

describe('the member time zone', () => {
  it("is India's when registration sends none", async () => {
    const member = await createMember(t.app, t.db);
    expect((await me(member)).timeZone).toBe('Asia/Kolkata');
  });

  it("is the browser's when registration sends one", async () => {
    const member = await createMember(t.app, t.db, { timeZone: 'Asia/Dubai' });
    expect((await me(member)).timeZone).toBe('Asia/Dubai');
  });

  it('falls back to India when the browser sends a zone this server does not know, without refusing', async () => {
    const member = await createMember(t.app, t.db, { timeZone: 'Mars/Olympus' });
    expect((await me(member)).timeZone).toBe('Asia/Kolkata');
  });

  it('is changed from Settings and shown on /api/auth/me', async () => {
    const member = await createMember(t.app, t.db);
    const res = await setZone(member, { timeZone: 'America/Los_Angeles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Los_Angeles' });
    expect((await me(member)).timeZone).toBe('America/Los_Angeles');
  });

  it('refuses an unknown zone, an offset and a blank with 400, and changes nothing', async () => {
    const member = await createMember(t.app, t.db, { timeZone: 'Asia/Dubai' });
    for (const timeZone of ['Mars/Olympus', '+05:30', '', 'A'.repeat(100)]) {
      const res = await setZone(member, { timeZone });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json()).toMatchObject({ message: TIME_ZONE_MESSAGES.invalid });
    }
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.timeZone).toBe('Asia/Dubai');
  });

  it('needs a session', async () => {
    const res = await setZone(null, { timeZone: 'Asia/Dubai' });
    expect(res.statusCode).toBe(401);
  });
});
