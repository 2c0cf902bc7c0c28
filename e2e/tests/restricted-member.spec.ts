import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { adminHeaders, createAdmin, type TestAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { grantPremium, matchMembers, sendMessageViaApi } from '../helpers/membership';
import { keepScreenshot } from '../helpers/screenshots';

/**
 * A member staff restrict (docs/decisions/0067-risk-record.md "Restrict"): two members report him, staff
 * restrict him from the Risk queue, and from then on what he sends is held. He is told so calmly in the
 * thread, sees his own held message marked as being reviewed, is refused a first message he copied to
 * many members without losing his draft, and his interest is held too; the other member sees nothing
 * until staff release, and then receives it live. Phone width, as most members use the app.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 20_000 };
/** The open thread polls every 10 s (THREAD_POLL_MS); the stream usually answers at once. */
const THREAD_POLL = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const SHOTS = 'safety';

/** apps/web/src/locales/messages/en.json and member/en.json. */
const NOTICE = 'Our team is reviewing your messages and interests. They will be delivered once the review is finished.';
const HELD_LABEL = 'Being reviewed · only you can see this';
const INTEREST_HELD = 'Your interest will be delivered once our team has finished its review.';
/** RISK_MESSAGES.copiedOpener (packages/contracts/src/safety/risk.ts). */
const COPIED_OPENER =
  'You have sent this same first message to many members. Please write something personal to this member, about what you read in their profile.';

/** One opener for everyone: the receiver's name is left out when openers are compared (safety/opener-print.ts). */
const opener = (name: string) =>
  `Salaam ${name.split(' ')[0]}, your profile caught my eye and I would love to know more about your family and your plans.`;

const threadOf = (page: Page, member: TestMember) =>
  page.getByRole('region', { name: `Conversation with ${member.fullName}` });

const conversationLink = (page: Page, member: TestMember) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(member.fullName) });

const auth = (member: TestMember) => ({ authorization: `Bearer ${member.token}` });

async function decide(request: APIRequestContext, admin: TestAdmin, memberId: string, action: string) {
  const res = await request.post(`/api/admin/risk/${memberId}/decision`, {
    headers: adminHeaders(admin),
    data: { action, notes: `e2e: ${action}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a thread and waits until the page's live stream has been accepted by the server. */
async function openThreadLive(page: Page, userId: string) {
  const streamOpened = page.waitForResponse(
    (res) => res.url().endsWith('/api/messages/stream') && res.status() === 200,
    PAGE_LOAD,
  );
  await page.goto(`/messages?user=${userId}`);
  await streamOpened;
}

test('a restricted member is told calmly, his messages and interest are held, and staff release delivers them', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // eight members, two grants, staff, two browsers and a poll interval
  const tag = uniqueTag();
  const woman = (name: string) => createMember({ fullName: `${name} ${tag}`, gender: 'Female', city: 'Hyderabad' });
  const [yusuf, amina, fatima, dana, ...others] = await Promise.all([
    createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: 'Bengaluru', profession: 'Doctor' }),
    woman('Amina'),
    woman('Fatima'),
    woman('Dana'),
    woman('Huda'),
    woman('Layla'),
    woman('Mariam'),
    woman('Noor'),
  ]);
  // Amina, Fatima and four more matched with Yusuf (they sent interest, he accepted); Dana not.
  for (const her of [amina, fatima, ...others]) await matchMembers(request, her, yusuf);
  const [yusufId, aminaId, danaId] = await Promise.all([
    memberIdOf(request, yusuf),
    memberIdOf(request, amina),
    memberIdOf(request, dana),
  ]);
  await Promise.all([grantPremium(yusuf), grantPremium(amina)]);

  // Two different members report him: he enters the staff Risk queue, and staff restrict him.
  for (const reporter of [amina, fatima]) {
    const res = await request.post('/api/reports', {
      headers: auth(reporter),
      data: { userId: yusufId, reason: 'asking_for_money', note: 'He asked me to send money for a visa fee.' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const admin = await createAdmin(request);
  const queue = await request.get('/api/admin/risk?view=open', { headers: adminHeaders(admin) });
  expect(queue.status(), await queue.text()).toBe(200);
  expect(((await queue.json()) as { members: { userId: string }[] }).members.map((m) => m.userId)).toContain(yusufId);
  await decide(request, admin, yusufId, 'restrict');

  // While restricted he sends one opener to Fatima and four others: each is held (201), and the fifth makes
  // that opener his copied one (noted on his record just after each answer).
  for (const her of [fatima, ...others])
    await sendMessageViaApi(request, yusuf, await memberIdOf(request, her), opener(her.fullName));
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/risk/${yusufId}`, { headers: adminHeaders(admin) });
      return ((await res.json()) as { copiedOpeners: unknown[] }).copiedOpeners.length;
    }, THREAD_POLL)
    .toBeGreaterThan(0);

  // Amina waits in her conversation with him.
  const hers = await openPageAs(amina);
  await openThreadLive(hers, yusufId);
  const herThread = threadOf(hers, yusuf);
  await expect(herThread.getByText('No messages yet. Be the first to say salaam!')).toBeVisible(PAGE_LOAD);

  // He opens his thread with Amina on a phone: the calm notice stands above the composer.
  const his = await openPageAs(yusuf);
  await his.setViewportSize(PHONE);
  const healthChecked = his.waitForResponse((res) => res.url().endsWith('/api/health'));
  await his.goto(`/messages?user=${aminaId}`);
  const thread = threadOf(his, amina);
  const notice = thread.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible(PAGE_LOAD);
  const composer = thread.getByRole('textbox', { name: `Message ${amina.fullName}` });
  // A screen reader hears the notice with the field he writes in.
  await expect(composer).toHaveAccessibleDescription(NOTICE);

  // The same opener again is refused with the server's words, and his draft stays in the field.
  const copied = opener(amina.fullName);
  await composer.fill(copied);
  await composer.press('Enter');
  await expect(thread.getByRole('alert')).toHaveText(COPIED_OPENER);
  await expect(composer).toHaveValue(copied);
  await expect(thread.getByRole('listitem').filter({ hasText: copied })).toHaveCount(0);

  // Something personal is held: his own bubble says it is being reviewed, with no ticks.
  const personal = `Salaam Amina, you wrote that you teach at a school in Hyderabad ${tag}. What do you enjoy most about it?`;
  await composer.fill(personal);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const bubble = thread.getByRole('listitem').filter({ hasText: personal });
  await expect(bubble).toBeVisible();
  await expect(bubble).toContainText(HELD_LABEL);
  await expect(bubble.getByRole('img', { name: /^(Sent|Delivered|Read)$/ })).toHaveCount(0);
  // Still there, once, after the thread's next poll.
  await his.waitForResponse((res) => res.url().includes(`/api/messages/${aminaId}`) && res.ok(), THREAD_POLL);
  await expect(bubble).toHaveCount(1);
  await expect(bubble).toContainText(HELD_LABEL);

  expect(await seriousViolations(his)).toEqual([]);
  await healthChecked;
  await expect(his.getByRole('status').filter({ hasText: 'Connecting to backend...' })).toBeHidden();
  await keepScreenshot(his, SHOTS, 'restricted-thread-390.png');
  await his.setViewportSize(WIDE);
  await expect(notice).toBeVisible();
  // The inbox beside the thread: its photos load lazily, so the picture waits for them.
  const photos = his.getByRole('list', { name: 'Conversations' }).locator('img');
  await expect
    .poll(() => photos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  await keepScreenshot(his, SHOTS, 'restricted-thread-1280.png');

  // Amina sees nothing of it: not in her open thread, not after a reload, not in her inbox or its badge.
  await expect(hers.getByText(personal)).toHaveCount(0);
  const asHer = await request.get(`/api/messages/${yusufId}`, { headers: auth(amina) });
  expect(((await asHer.json()) as { messages: unknown[] }).messages).toEqual([]);
  await openThreadLive(hers, yusufId);
  await expect(herThread.getByText('No messages yet. Be the first to say salaam!')).toBeVisible(PAGE_LOAD);
  await expect(conversationLink(hers, yusuf)).toContainText('Start the conversation');
  await expect(hers.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(hers.getByText(personal)).toHaveCount(0);

  // His interest to Dana is held too: sent, with the note that it waits for the review.
  await his.goto(`/profile?view=${danaId}`);
  await his.getByRole('button', { name: 'Send Interest' }).click(PAGE_LOAD);
  await expect(his.getByRole('button', { name: 'Interest Sent!' })).toBeVisible();
  await expect(his.getByText(INTEREST_HELD)).toBeVisible();
  const received = async () =>
    (
      (await (await request.get('/api/profiles/interests', { headers: auth(dana) })).json()) as {
        received: { _id: string }[];
      }
    ).received.map((p) => p._id);
  expect(await received()).toEqual([]);

  // Staff release him: Amina receives the message live, and Dana the interest.
  await his.goto(`/messages?user=${aminaId}`);
  await expect(bubble).toContainText(HELD_LABEL, PAGE_LOAD);
  await decide(request, admin, yusufId, 'release');
  await expect(herThread.getByRole('listitem').filter({ hasText: personal })).toBeVisible(THREAD_POLL);
  expect(await received()).toEqual([yusufId]);

  // His thread shows it delivered, once, and the notice is gone.
  await expect(bubble).toHaveCount(1, THREAD_POLL);
  await expect(bubble.getByRole('img', { name: /^(Sent|Delivered|Read)$/ })).toBeVisible(THREAD_POLL);
  await expect(bubble).not.toContainText(HELD_LABEL);
  await expect(thread.getByText(NOTICE)).toHaveCount(0);
});
