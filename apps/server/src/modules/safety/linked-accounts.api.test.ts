import type { LinkedAccount } from '@mithaq/contracts/safety/linked-accounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, photoFlags, photos } from '../../platform/db/schema.js';
import { createMember, registrationInput, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';

/**
 * The staff console's linked accounts (docs/decisions/0066-catching-scammers-early.md "Accounts that
 * belong together"): the same verified phone, the same registration address within a day either side,
 * or a photo flag staff did not dismiss.
 */
const t = useTestApp();
const staff = adminApi(t);
const HOUR_MS = 3_600_000;

/** Registers from `address`, as a member behind it would. */
async function registerFrom(address: string, fullName: string): Promise<TestMember> {
  const input = registrationInput({ fullName });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input, remoteAddress: address });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db.select().from(members).where(eq(members.email, input.email.toLowerCase()));
  if (!row) throw new Error('not registered');
  const { token } = res.json() as { token: string };
  return { id: row.id, token, email: row.email, password: input.password, auth: { authorization: `Bearer ${token}` } };
}

const setColumns = (member: TestMember, columns: Partial<typeof members.$inferInsert>) =>
  t.db.update(members).set(columns).where(eq(members.id, member.id));

async function linkedTo(member: TestMember): Promise<LinkedAccount[]> {
  const admin = await createTestAdmin(t);
  const res = await staff.profile(admin, member.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().linkedAccounts;
}

/** A photo of `owner` flagged as near-identical to one of `matched`'s. */
async function flagPhoto(owner: TestMember, matched: TestMember, status: 'open' | 'dismissed' | 'confirmed') {
  const [photo] = await t.db.insert(photos).values({ memberId: owner.id, width: 800, height: 800 }).returning();
  await t.db.insert(photoFlags).values({
    photoId: photo?.id ?? '',
    matchedSource: 'photo',
    matchedMemberId: matched.id,
    distance: 3,
    status,
  });
}

describe('linked accounts on the staff member detail', () => {
  it('lists accounts from the same address within a day, not those a day and more apart', async () => {
    const address = '198.51.100.20';
    const member = await registerFrom(address, 'Imran Qureshi');
    const sameDay = await registerFrom(address, 'Imran Q');
    const earlier = await registerFrom(address, 'Old Account');
    await setColumns(earlier, { createdAt: new Date(Date.now() - 25 * HOUR_MS) });
    await registerFrom('198.51.100.21', 'Elsewhere');

    const linked = await linkedTo(member);
    expect(linked).toEqual([
      {
        userId: sameDay.id,
        fullName: 'Imran Q',
        email: sameDay.email,
        accountStatus: 'active',
        createdAt: expect.any(String),
        reasons: ['same-registration-address'],
      },
    ]);
    // From the earlier account's side the day is counted from its own registration.
    expect((await linkedTo(earlier)).map((a) => a.userId)).toEqual([]);
  });

  it('lists accounts that verified the same phone, whatever their status, and gives every reason once', async () => {
    const phone = '+919855500011';
    const member = await registerFrom('198.51.100.30', 'Bilal Ahmed');
    const deactivated = await registerFrom('198.51.100.30', 'Bilal A');
    const unverified = await createMember(t.app, t.db, { columns: { phone, registrationIp: null } });
    await setColumns(member, { phone, phoneVerified: true });
    await setColumns(deactivated, { phone, phoneVerified: true, accountStatus: 'deactivated' });

    const linked = await linkedTo(member);
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({
      userId: deactivated.id,
      accountStatus: 'deactivated',
      reasons: ['same-phone', 'same-registration-address'],
    });
    // A number typed but never verified links nobody; seen from its side, the verified ones are listed.
    expect((await linkedTo(unverified)).map((a) => a.userId).sort()).toEqual([member.id, deactivated.id].sort());
  });

  it('lists accounts a photo flag ties to this one, either way, unless staff dismissed it', async () => {
    const member = await createMember(t.app, t.db);
    const copied = await createMember(t.app, t.db);
    const copier = await createMember(t.app, t.db);
    const falseMatch = await createMember(t.app, t.db);
    await t.db.update(members).set({ registrationIp: null });
    await flagPhoto(member, copied, 'open');
    await flagPhoto(copier, member, 'confirmed');
    await flagPhoto(member, falseMatch, 'dismissed');

    const linked = await linkedTo(member);
    expect(linked.map((a) => a.userId).sort()).toEqual([copied.id, copier.id].sort());
    expect(linked.every((a) => a.reasons.join() === 'similar-photo')).toBe(true);
  });

  it('shows a deleted account without its name or email, and lists nothing for a deleted one', async () => {
    const member = await createMember(t.app, t.db);
    const erased = await createMember(t.app, t.db);
    await t.db.update(members).set({ registrationIp: null });
    await flagPhoto(erased, member, 'open');
    const admin = await createTestAdmin(t);
    expect((await staff.setStatus(admin, erased.id, 'deleted')).statusCode).toBe(200);
    await flagPhoto(member, erased, 'open');

    expect(await linkedTo(member)).toEqual([
      expect.objectContaining({ userId: erased.id, fullName: null, email: null, accountStatus: 'deleted' }),
    ]);
    expect(await linkedTo(erased)).toEqual([]);
  });
});
