import { expect, type MemberInput, type Page, type TestMember, test } from '../fixtures';
import { uniqueTag } from '../helpers/members';
import { grantPremium, matchMembers, sendMessageViaApi } from '../helpers/membership';

/**
 * Spec section 2 "Messages", section 4 ("Message stream", "Message ticks", "Block"), section 5
 * "Message", section 6 (free and premium members). Every test makes its own members; names carry a
 * tag unique to the test because tests share one database.
 */

test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };
/** The open thread polls every 10 s (THREAD_POLL_MS); the stream usually answers at once. */
const THREAD_POLL = { timeout: 15_000 };
/** Well under the 20 s inbox poll: arriving this fast means the live stream delivered it. */
const LIVE = { timeout: 8_000 };

const messagesLink = (page: Page, unread?: number) =>
  page.getByRole('link', { name: unread ? `Messages (${unread} unread)` : 'Messages', exact: true });

const conversationLink = (page: Page, member: TestMember) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(member.fullName) });

const threadOf = (page: Page, member: TestMember) =>
  page.getByRole('region', { name: `Conversation with ${member.fullName}` });

/** Opens /messages and waits until this page's live stream has been accepted by the server. */
async function openMessagesLive(page: Page, query = '') {
  const streamOpened = page.waitForResponse(
    (res) => res.url().endsWith('/api/messages/stream') && res.status() === 200,
    PAGE_LOAD,
  );
  await page.goto(`/messages${query}`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeAttached(PAGE_LOAD);
  await streamOpened;
}

/** Two members, matched, both premium unless told otherwise. */
async function matchedPair(
  createMember: (overrides?: Partial<MemberInput>) => Promise<TestMember>,
  request: Parameters<typeof matchMembers>[0],
  { bPremium = true } = {},
) {
  const tag = uniqueTag();
  const a = await createMember({ fullName: `Amina ${tag}`, gender: 'Female', city: 'Hyderabad' });
  const b = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: 'Bengaluru', profession: 'Doctor' });
  const ids = await matchMembers(request, a, b);
  await Promise.all([grantPremium(a), bPremium ? grantPremium(b) : Promise.resolve()]);
  return { a, b, ...ids };
}

test('a message arrives live with the unread badge and its ticks turn to Read once opened', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // two members, two browsers, membership grants and a poll interval
  const { a, b, aId, bId } = await matchedPair(createMember, request);
  const pageA = await openPageAs(a);
  const pageB = await openPageAs(b);

  // B waits on /messages: the match is listed with an invitation to start.
  await openMessagesLive(pageB);
  await expect(conversationLink(pageB, a)).toContainText('Start the conversation');
  await expect(pageB.getByRole('heading', { name: 'Select a conversation' })).toBeVisible();

  // A opens the conversation from ?user= and sends with Enter.
  await pageA.goto(`/messages?user=${bId}`);
  const threadA = threadOf(pageA, b);
  await expect(threadA.getByText('No messages yet. Be the first to say salaam!')).toBeVisible(PAGE_LOAD);
  await expect(threadA.getByText('Bengaluru')).toBeVisible();
  await expect(threadA.getByText('Doctor')).toBeVisible();
  const text = `Assalamu alaikum ${b.fullName}, how is your family?`;
  const composer = threadA.getByRole('textbox', { name: `Message ${b.fullName}` });
  await composer.fill(`  ${text}  `);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const sent = threadA.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('img', { name: /^(Sent|Delivered)$/ })).toBeVisible();

  // B sees it without reloading, through the stream, with the nav badge.
  const entry = conversationLink(pageB, a);
  await expect(entry).toContainText(`New: ${text}`, LIVE);
  await expect(messagesLink(pageB, 1)).toBeVisible(LIVE);

  // B opens it: the message shows, the badge clears, and A's ticks turn to Read.
  await entry.click();
  await expect(pageB).toHaveURL(new RegExp(`user=${aId}`));
  await expect(threadOf(pageB, a).getByText(text)).toBeVisible();
  await expect(messagesLink(pageB)).toBeVisible(LIVE);
  await expect(sent.getByRole('img', { name: 'Read' })).toBeVisible(THREAD_POLL);

  // Shift+Enter writes a new line instead of sending.
  const reply = threadOf(pageB, a).getByRole('textbox', { name: `Message ${a.fullName}` });
  await reply.fill('Wa alaikum assalam');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Alhamdulillah, all well.');
  await expect(reply).toHaveValue('Wa alaikum assalam\nAlhamdulillah, all well.');
  await threadOf(pageB, a).getByRole('button', { name: 'Send' }).click();
  await expect(threadA.getByRole('listitem').filter({ hasText: 'Alhamdulillah, all well.' })).toBeVisible(LIVE);
  // ...and is read out politely to A, who has the thread open.
  await expect(threadA.getByText(`New message from ${b.fullName}: Wa alaikum assalam`)).toBeAttached();
});

const PREMIUM_PROMPT = 'You need a premium membership to access full conversations and send replies.';

test('a free member sees the premium prompt above blurred conversations, a locked thread and no composer', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b, bId } = await matchedPair(createMember, request, { bPremium: false });
  const secret = `Salaam, I enjoyed reading your profile ${uniqueTag()}`;
  await sendMessageViaApi(request, a, bId, secret);
  const pageB = await openPageAs(b);

  await pageB.goto('/messages');
  // The prompt stands above the list, not only inside a thread (spec section 2).
  await expect(pageB.getByText(PREMIUM_PROMPT)).toBeVisible(PAGE_LOAD);
  await expect(pageB.getByRole('link', { name: 'Upgrade to Premium', exact: true })).toHaveAttribute(
    'href',
    '/premium',
  );
  const list = pageB.getByRole('list', { name: 'Conversations' });
  await expect(list).toHaveAccessibleDescription('Message previews are hidden until you upgrade to Premium.');
  const entry = conversationLink(pageB, a);
  await expect(entry).toContainText('Upgrade to Premium to view this message');
  await expect(entry.locator('[data-locked-preview] > span').first()).toHaveCSS('filter', /blur/);
  await expect(messagesLink(pageB, 1)).toBeVisible();
  await entry.click();

  // On a wide screen the page's prompt covers the thread: locked bubbles, no composer, no second prompt.
  const thread = threadOf(pageB, a);
  await expect(thread.getByText('Locked message. Upgrade to Premium to read it.')).toBeAttached(PAGE_LOAD);
  await expect(thread.getByRole('textbox')).toHaveCount(0);
  await expect(pageB.getByText(PREMIUM_PROMPT)).toHaveCount(1);
  // The server never sent the words, so they are nowhere on the page.
  await expect(pageB.getByText(secret)).toHaveCount(0);

  // On a phone the thread is its own screen, so the prompt takes the composer's place.
  await pageB.setViewportSize({ width: 390, height: 844 });
  await expect(thread.getByText(PREMIUM_PROMPT)).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Upgrade to Premium', exact: true })).toHaveAttribute(
    'href',
    '/premium',
  );
  await thread.getByRole('button', { name: 'Back' }).click();
  await expect(pageB.getByText(PREMIUM_PROMPT)).toBeVisible();
  await expect(conversationLink(pageB, a)).toBeVisible();
});

test("a free member's empty thread shows the way to Premium instead of the invitation to say salaam", async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b, aId } = await matchedPair(createMember, request, { bPremium: false });
  const pageB = await openPageAs(b);
  await pageB.goto('/messages');
  // A free member cannot write first, so the inbox does not invite them to.
  await expect(conversationLink(pageB, a)).toContainText('No messages yet.', PAGE_LOAD);
  await expect(conversationLink(pageB, a)).not.toContainText('Start the conversation');

  await pageB.goto(`/messages?user=${aId}`);
  const thread = threadOf(pageB, a);
  await expect(thread.getByText('No messages yet.', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(thread.getByRole('link', { name: 'Upgrade to Premium to send messages.' })).toHaveAttribute(
    'href',
    '/premium',
  );
  await expect(pageB.getByText('Be the first to say salaam!')).toHaveCount(0);
});

test('blocking replaces both composers live, and unblocking brings them back', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b, aId, bId } = await matchedPair(createMember, request);
  const pageA = await openPageAs(a);
  const pageB = await openPageAs(b);
  await openMessagesLive(pageB, `?user=${aId}`);
  const threadB = threadOf(pageB, a);
  await expect(threadB.getByRole('textbox', { name: `Message ${a.fullName}` })).toBeVisible(PAGE_LOAD);

  await pageA.goto(`/messages?user=${bId}`);
  const threadA = threadOf(pageA, b);
  await threadA.getByRole('button', { name: 'Block user' }).click(PAGE_LOAD);
  const confirm = pageA.getByRole('dialog', { name: `Block ${b.fullName}?` });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();

  await expect(threadA.getByText('You blocked this user. Unblock to resume the conversation.')).toBeVisible();
  await expect(threadA.getByRole('textbox')).toHaveCount(0);
  await expect(threadA.getByRole('button', { name: 'Unblock user' })).toBeVisible();

  // B's open thread changes without a reload: no composer and no block button.
  await expect(threadB.getByText('This user has blocked you. You can no longer send messages.')).toBeVisible(
    THREAD_POLL,
  );
  await expect(threadB.getByRole('textbox')).toHaveCount(0);
  await expect(threadB.getByRole('button', { name: /block/i })).toHaveCount(0);

  await threadA.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(threadA.getByRole('textbox', { name: `Message ${b.fullName}` })).toBeVisible();
  await expect(threadA.getByRole('button', { name: 'Block user' })).toBeVisible();
  await expect(threadB.getByRole('textbox', { name: `Message ${a.fullName}` })).toBeVisible(THREAD_POLL);
});

test('on a phone the inbox and the thread are two screens with a Back button', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b } = await matchedPair(createMember, request);
  const page = await openPageAs(a);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible(PAGE_LOAD);
  const entry = conversationLink(page, b);
  await expect(entry).toBeVisible();
  await entry.click();

  const thread = threadOf(page, b);
  await expect(thread.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(thread.getByRole('textbox', { name: `Message ${b.fullName}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  // The composer sits inside the screen, above the fold.
  const box = await thread.getByRole('textbox').boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);

  await thread.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(conversationLink(page, b)).toBeVisible();
  await expect(thread).toBeHidden();
});

test('older messages load on demand above the newest fifty', async ({ createMember, openPageAs, request }) => {
  test.slow();
  const { a, b, aId, bId } = await matchedPair(createMember, request);
  // 52 messages, taking turns: 26 each stays under the 30 a minute one member may send.
  for (let i = 1; i <= 52; i++) {
    if (i % 2) await sendMessageViaApi(request, a, bId, `Message number ${i}`);
    else await sendMessageViaApi(request, b, aId, `Message number ${i}`);
  }
  const page = await openPageAs(a);
  await page.goto(`/messages?user=${bId}`);
  const thread = threadOf(page, b);
  const message = (n: number) => thread.getByText(`Message number ${n}`, { exact: true });
  // It opens at the newest; the page holds the newest 50 (3 to 52).
  await expect(message(52)).toBeInViewport(PAGE_LOAD);
  await expect(message(3)).toBeAttached();
  await expect(message(2)).toHaveCount(0);

  await thread.getByRole('button', { name: 'Load older messages' }).click();
  await expect(message(1)).toBeAttached();
  await expect(message(2)).toBeAttached();
  await expect(thread.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
});

test('a failed send shows the reason and keeps the text; the next try sends it', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b, bId } = await matchedPair(createMember, request);
  const page = await openPageAs(a);
  await page.goto(`/messages?user=${bId}`);
  const thread = threadOf(page, b);
  const composer = thread.getByRole('textbox', { name: `Message ${b.fullName}` });
  await expect(composer).toBeVisible(PAGE_LOAD);
  const send = thread.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  // The server's reason is shown as it is.
  const tooFast = 'You are sending messages too quickly. Please wait a minute and try again.';
  await page.route(`**/api/messages/${bId}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 429, json: { message: tooFast, code: 'RATE_LIMITED' } })
      : route.fallback(),
  );
  await composer.fill('Salaam, are you free to talk on Friday?');
  await composer.press('Enter');
  await expect(thread.getByRole('alert')).toHaveText(tooFast);
  await expect(composer).toHaveValue('Salaam, are you free to talk on Friday?');

  // No answer at all: the catalogue's fallback.
  await page.unroute(`**/api/messages/${bId}`);
  await page.route(`**/api/messages/${bId}`, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await send.click();
  await expect(thread.getByRole('alert')).toHaveText('Failed to send message');
  await expect(composer).toHaveValue('Salaam, are you free to talk on Friday?');

  await page.unroute(`**/api/messages/${bId}`);
  await send.click();
  await expect(composer).toHaveValue('');
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Salaam, are you free to talk on Friday?' }),
  ).toBeVisible();
  await expect(thread.getByRole('alert')).toHaveCount(0);
});

test('a member with no matches sees the empty inbox with Browse Matches', async ({ member, openPageAs }) => {
  const page = await openPageAs(member);
  // A conversation that cannot be opened (not a match) fails plainly, with the server's reason.
  await page.goto('/messages?user=00000000-0000-4000-8000-000000000000');
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load conversation' });
  await expect(failed).toContainText('This conversation is not available.', PAGE_LOAD);
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.goto('/messages');
  await expect(page.getByText('No conversations yet.')).toBeVisible(PAGE_LOAD);
  await page.getByRole('link', { name: 'Browse Matches' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=accepted$/);
});

test('a received message asking for money through a UPI id shows the safety note to the receiver only', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow();
  const { a, b, aId, bId } = await matchedPair(createMember, request);
  const ask = 'Please send 5000 to my UPI id amina.rahman@okaxis for the visa fees';
  await sendMessageViaApi(request, a, bId, 'Assalamu alaikum, how are you?');
  await sendMessageViaApi(request, a, bId, ask);
  const warning = 'Never send money to someone you have not met. Report this member if they ask.';

  const pageB = await openPageAs(b);
  await pageB.goto(`/messages?user=${aId}`);
  const threadB = threadOf(pageB, a);
  const flagged = threadB.getByRole('listitem').filter({ hasText: ask });
  await expect(flagged.getByRole('note', { name: 'Safety tip' })).toHaveText(warning, PAGE_LOAD);
  await expect(threadB.getByRole('note', { name: 'Safety tip' })).toHaveCount(1);

  const pageA = await openPageAs(a);
  await pageA.goto(`/messages?user=${bId}`);
  await expect(threadOf(pageA, b).getByText(ask)).toBeVisible(PAGE_LOAD);
  await expect(threadOf(pageA, b).getByRole('note')).toHaveCount(0);
});
