import { RESTRICTED } from '@mithaq/contracts/admin';
import { describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin, type TestAdmin } from '../admin/admin.test-helpers.js';
import { createWomanReviewer, selfieApi, staffSelfieApi } from '../verification/selfie.test-helpers.js';

/**
 * docs/decisions/0055-women-reviewers-in-every-staff-answer.md: a member who asked for women reviewers
 * has her ID and selfie details (type, status, notes) read by women reviewers only, in every staff
 * answer and in the audit log; other staff still see that there is something, and who did it.
 */
const t = useTestApp();
const admin = adminApi(t);
const selfie = selfieApi(t);
const staffSelfies = staffSelfieApi(t);

const ID_NOTES = 'Card 4821 7730 1294, born 02/03/1996';
const SELFIE_NOTES = 'Matches the photo; mole above the left brow';

/** A woman whose ID and selfie were both decided, with notes, by a woman reviewer. */
async function reviewedWoman(reviewer: TestAdmin, womenOnly: boolean): Promise<TestMember> {
  const member = await createMember(t.app, t.db, { gender: 'Female' });
  await selfie.takeSelfie(member);
  expect((await selfie.submitId(member)).statusCode).toBe(201);
  if (womenOnly) expect((await selfie.setWomenOnly(member, true)).statusCode).toBe(200);
  expect((await staffSelfies.image(reviewer, member.id)).statusCode).toBe(200);
  expect((await staffSelfies.decide(reviewer, member.id, 'verified', SELFIE_NOTES)).statusCode).toBe(200);
  expect((await admin.document(reviewer, member.id)).statusCode).toBe(200);
  expect((await admin.decideId(reviewer, member.id, 'rejected', ID_NOTES)).statusCode).toBe(200);
  return member;
}

const listed = async (who: TestAdmin, member: TestMember) =>
  (await admin.profiles(who, `?search=${encodeURIComponent(member.email)}`)).json().data[0];

const auditAbout = async (who: TestAdmin, member: TestMember) =>
  ((await admin.audit(who)).json().data as { action: string; targetId: string; before: unknown; after: unknown }[])
    .filter((e) => e.targetId === member.id)
    .reverse();

const userIds = (list: { userId: string }[]) => list.map((s) => s.userId);

describe('a member who asked for women reviewers only', () => {
  it('has her ID and selfie details left out of every answer to staff who are not women reviewers', async () => {
    const woman = await createWomanReviewer(t);
    const other = await createTestAdmin(t, 'Omar Staff');
    const member = await reviewedWoman(woman, true);

    expect(await listed(other, member)).toMatchObject({ userId: member.id, govtIdStatus: RESTRICTED });

    const detail = await admin.profile(other, member.id);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      govtId: RESTRICTED,
      profile: { email: member.email, verificationStatus: RESTRICTED, verification: { status: RESTRICTED } },
    });
    const afterStatusChange = await admin.setStatus(other, member.id, 'deactivated');
    expect(afterStatusChange.json()).toMatchObject({ accountStatus: 'deactivated', govtId: RESTRICTED });
    expect((await admin.setStatus(other, member.id, 'active')).statusCode).toBe(200);

    expect(userIds((await admin.ids(other, 'all')).json())).not.toContain(member.id);
    expect(userIds((await staffSelfies.queue(other, 'all')).json())).not.toContain(member.id);

    const entries = await auditAbout(other, member);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['selfie.restricted', RESTRICTED, RESTRICTED],
      ['selfie.restricted', RESTRICTED, RESTRICTED],
      ['govt_id.restricted', RESTRICTED, RESTRICTED],
      ['govt_id.restricted', RESTRICTED, RESTRICTED],
      ['member.deactivated', { accountStatus: 'active' }, { accountStatus: 'deactivated' }],
      ['member.activated', { accountStatus: 'deactivated' }, { accountStatus: 'active' }],
    ]);

    for (const body of [detail.body, afterStatusChange.body, (await admin.audit(other)).body]) {
      expect(body).not.toContain(ID_NOTES);
      expect(body).not.toContain(SELFIE_NOTES);
      expect(body).not.toContain('"PAN"');
    }
  });

  it('has them all shown to a woman reviewer', async () => {
    const woman = await createWomanReviewer(t);
    const member = await reviewedWoman(woman, true);

    expect(await listed(woman, member)).toMatchObject({ govtIdStatus: 'rejected' });
    expect((await admin.profile(woman, member.id)).json()).toMatchObject({
      govtId: { idType: 'PAN', status: 'rejected', notes: ID_NOTES },
      profile: { verificationStatus: 'rejected', verification: { status: 'rejected' } },
    });
    expect(userIds((await admin.ids(woman, 'all')).json())).toContain(member.id);
    expect(userIds((await staffSelfies.queue(woman, 'all')).json())).toContain(member.id);
    expect((await auditAbout(woman, member)).map((e) => [e.action, e.after])).toEqual([
      ['selfie.viewed', null],
      ['selfie.verified', { status: 'verified', notes: SELFIE_NOTES }],
      ['govt_id.viewed', null],
      ['govt_id.rejected', { status: 'rejected', notes: ID_NOTES }],
    ]);
  });

  it('leaves every other member as she was: all staff see her details', async () => {
    const woman = await createWomanReviewer(t);
    const other = await createTestAdmin(t, 'Omar Staff');
    const member = await reviewedWoman(woman, false);
    expect(await listed(other, member)).toMatchObject({ govtIdStatus: 'rejected' });
    expect((await admin.profile(other, member.id)).json().govtId).toMatchObject({ idType: 'PAN', notes: ID_NOTES });
    expect((await auditAbout(other, member)).map((e) => e.action)).toEqual([
      'selfie.viewed',
      'selfie.verified',
      'govt_id.viewed',
      'govt_id.rejected',
    ]);
  });

  it('shows other staff RESTRICTED even before she submits anything: no ID and an ID look alike', async () => {
    const other = await createTestAdmin(t, 'Omar Staff');
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    expect((await selfie.setWomenOnly(member, true)).statusCode).toBe(200);
    expect(await listed(other, member)).toMatchObject({ govtIdStatus: RESTRICTED });
    expect((await admin.profile(other, member.id)).json().govtId).toBe(RESTRICTED);
  });
});
