import { CONTACT_PRIVACY_MESSAGES } from '@mithaq/contracts/contact-privacy-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { makePremium, messagesApi, sendOk } from '../messages/messages.test-helpers.js';
import { createMan, createWoman, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';

/**
 * Settings → Privacy, "Who may contact me" (docs/decisions/0066-catching-scammers-early.md): interest,
 * and the first message of a conversation, only from members with a verified ID or selfie. A verified
 * phone is not enough; matches and conversations already under way are never cut off.
 */
const t = useTestApp();
const profiles = profileApi(t);
const messages = messagesApi(t);

const call = (method: 'GET' | 'PUT', who: TestMember, payload?: object) =>
  t.app.inject({ method, url: '/api/me/contact-privacy', headers: who.auth, ...(payload ? { payload } : {}) });

async function womanWith(settings: { interestFromVerifiedOnly?: boolean; messagesFromVerifiedOnly?: boolean }) {
  const woman = await createWoman(t);
  const res = await call('PUT', woman, settings);
  expect(res.statusCode, res.body).toBe(200);
  return woman;
}

const interestRows = async (from: TestMember) =>
  (await t.db.select().from(interests).where(eq(interests.fromId, from.id))).length;

describe('GET and PUT /api/me/contact-privacy', () => {
  it('starts with both switches off and saves each on its own', async () => {
    const woman = await createWoman(t);
    expect((await call('GET', woman)).json()).toEqual({
      interestFromVerifiedOnly: false,
      messagesFromVerifiedOnly: false,
    });
    const saved = await call('PUT', woman, { interestFromVerifiedOnly: true });
    expect(saved.json()).toEqual({ interestFromVerifiedOnly: true, messagesFromVerifiedOnly: false });
    await call('PUT', woman, { messagesFromVerifiedOnly: true });
    expect((await call('GET', woman)).json()).toEqual({
      interestFromVerifiedOnly: true,
      messagesFromVerifiedOnly: true,
    });
  });

  it('refuses an unknown setting or a value that is not a switch, and a visitor', async () => {
    const woman = await createWoman(t);
    const unknown = await call('PUT', woman, { everyoneMayWrite: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
    expect((await call('PUT', woman, { interestFromVerifiedOnly: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', woman)).json().interestFromVerifiedOnly).toBe(false);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/me/contact-privacy' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('interest only from members with a verified ID or selfie', () => {
  it('refuses a member with none, or with only a verified phone, and writes nothing', async () => {
    const woman = await womanWith({ interestFromVerifiedOnly: true });
    for (const columns of [{}, { phoneVerified: true }]) {
      const man = await createMan(t, columns);
      const refused = await profiles.send(man, woman.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'VERIFIED_MEMBERS_ONLY',
        message: CONTACT_PRIVACY_MESSAGES.interestVerifiedOnly,
      });
      expect(await interestRows(man)).toBe(0);
    }
  });

  it('lets a member with a verified ID or a verified selfie send', async () => {
    const woman = await womanWith({ interestFromVerifiedOnly: true });
    const withId = await createMan(t, { isVerified: true });
    const withSelfie = await createMan(t, { photoVerified: true });
    expect((await profiles.send(withId, woman.id)).statusCode).toBe(201);
    expect((await profiles.send(withSelfie, woman.id)).statusCode).toBe(201);
  });

  it('tells the viewer on her profile and her browse card, and only a viewer it holds back', async () => {
    const woman = await womanWith({ interestFromVerifiedOnly: true });
    const unverified = await createMan(t);
    const verified = await createMan(t, { photoVerified: true });

    const held = (await profiles.view(unverified, woman.id)).json().relationship;
    expect(held).toMatchObject({ canSendInterest: false, interestNeedsVerification: true });
    const open = (await profiles.view(verified, woman.id)).json().relationship;
    expect(open).toMatchObject({ canSendInterest: true, interestNeedsVerification: false });

    const card = async (viewer: TestMember) =>
      ((await profiles.browse(viewer)).json().profiles as { _id: string; interestNeedsVerification: boolean }[]).find(
        (p) => p._id === woman.id,
      );
    expect((await card(unverified))?.interestNeedsVerification).toBe(true);
    expect((await card(verified))?.interestNeedsVerification).toBe(false);
  });

  it('leaves her own interests, and one she received before, to her', async () => {
    const man = await createMan(t);
    const woman = await createWoman(t);
    expect((await profiles.send(man, woman.id)).statusCode).toBe(201);
    await call('PUT', woman, { interestFromVerifiedOnly: true });
    // The pending interest is hers to accept, and the match that makes is a match.
    expect((await profiles.accept(woman, man.id)).statusCode).toBe(200);
    expect((await profiles.view(man, woman.id)).json().relationship.isMatch).toBe(true);

    const other = await createMan(t);
    expect((await profiles.send(woman, other.id)).statusCode).toBe(201);
  });
});

describe('a first message only from members with a verified ID or selfie', () => {
  async function premiumCouple(manColumns: Parameters<typeof createMan>[1] = {}) {
    const man = await createMan(t, manColumns);
    const woman = await createWoman(t);
    await makeMatch(profiles, woman, man);
    await makePremium(t, man);
    await makePremium(t, woman);
    return { man, woman };
  }

  it('refuses a match with neither the first message, and says so in the thread', async () => {
    const { man, woman } = await premiumCouple({ phoneVerified: true });
    await call('PUT', woman, { messagesFromVerifiedOnly: true });
    const refused = await messages.send(man, woman.id, 'Assalamu alaikum');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'VERIFIED_MEMBERS_ONLY',
      message: CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly,
    });
    const thread = (await messages.thread(man, woman.id)).json();
    expect(thread).toMatchObject({
      canSend: false,
      cannotSendReason: CONTACT_PRIVACY_MESSAGES.firstMessageVerifiedOnly,
      messages: [],
    });

    // Once she writes, it is a conversation: he may answer.
    await sendOk(messages, woman, man, 'Wa alaikum assalam');
    expect((await messages.thread(man, woman.id)).json().canSend).toBe(true);
    await sendOk(messages, man, woman, 'JazakAllah khair for writing');
  });

  it('lets a match with a verified selfie write first', async () => {
    const { man, woman } = await premiumCouple({ photoVerified: true });
    await call('PUT', woman, { messagesFromVerifiedOnly: true });
    await sendOk(messages, man, woman, 'Assalamu alaikum');
  });

  it('never cuts off a conversation already under way when she turns it on', async () => {
    const { man, woman } = await premiumCouple();
    await sendOk(messages, man, woman, 'Assalamu alaikum');
    await call('PUT', woman, { messagesFromVerifiedOnly: true, interestFromVerifiedOnly: true });
    await sendOk(messages, man, woman, 'Are you free to talk this week?');
    expect((await messages.thread(man, woman.id)).json().canSend).toBe(true);
  });
});
