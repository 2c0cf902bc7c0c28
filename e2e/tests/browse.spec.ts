import { expect, type Page, test } from '../fixtures';
import { browseByLocation, filterByLocation } from '../helpers/browse';
import { memberIdOf, sendInterestViaApi, uniqueTag } from '../helpers/members';

/**
 * Spec section 2 ("Profile card", "Browse screen", "Notifications", "Top navigation") and
 * section 4 ("Interest", "Match", "Notifications"). Tests share one database and run in parallel,
 * so every member's name and city carry a tag unique to the test, and lists are narrowed by it.
 */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });

/** The first check after a navigation waits longer: lazy page chunks load slowly on a busy CI machine. */
const PAGE_LOAD = { timeout: 15_000 };

const notificationsLink = (page: Page, unread?: number) =>
  page.getByRole('link', { name: unread ? `Notifications (${unread} unread)` : 'Notifications', exact: true });

test('an interest is sent, received with a badge, accepted, and both members see the match', async ({
  createMember,
  openPageAs,
}) => {
  test.slow(); // two members, two browsers and a 2 s confirmation
  const tag = uniqueTag();
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female', city: `Hyderabad ${tag}` });
  const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: `Bengaluru ${tag}` });
  const pageA = await openPageAs(amina);
  const pageB = await openPageAs(yusuf);

  // A sends an interest. The request is held briefly so the pending label can be seen.
  await pageA.route('**/api/profiles/*/interest', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await browseByLocation(pageA, tag);
  const card = pageA.getByRole('article', { name: yusuf.fullName });
  await expect(card.getByText(`Bengaluru ${tag}`)).toBeVisible(PAGE_LOAD);
  await expect(card.getByText(`${yusuf.age} years`)).toBeVisible();
  await card.getByRole('button', { name: 'Send Interest' }).click();
  await expect(card.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Interest Sent!' })).toBeVisible();
  // After 'Interest Sent!' has shown for 2 s the lists reload and the card leaves All Profiles.
  await expect(card).toBeHidden({ timeout: 8_000 });
  await expect(pageA.getByText('No profiles found.')).toBeVisible();

  await pageA.getByRole('tab', { name: 'Interests', exact: true }).click();
  await expect(pageA).toHaveURL(/tab=interests/);
  const sent = pageA.getByRole('region', { name: 'Interests you sent' });
  await expect(sent.getByRole('article', { name: yusuf.fullName }).getByText('Awaiting response')).toBeVisible();

  // B sees the request under Interests, with the notifications badge.
  await pageB.goto('/dashboard?tab=interests');
  await expect(notificationsLink(pageB, 1)).toBeVisible(PAGE_LOAD);
  const received = pageB.getByRole('region', { name: 'Requests you received' });
  const request = received.getByRole('article', { name: amina.fullName });
  await expect(request.getByRole('button', { name: 'Decline' })).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request).toBeHidden();

  // Both see each other under Accepted Interests with View Match Score.
  await pageB.getByRole('tab', { name: 'Accepted Interests' }).click();
  const matchOnB = pageB.getByRole('article', { name: amina.fullName });
  await expect(matchOnB.getByText('Interest accepted')).toBeVisible(PAGE_LOAD);
  const aminaId = await memberIdOf(pageB.request, amina);
  await expect(matchOnB.getByRole('link', { name: 'View Match Score' })).toHaveAttribute(
    'href',
    `/profile?view=${aminaId}&showScore=1`,
  );

  await pageA.goto('/dashboard?tab=accepted');
  const matchOnA = pageA.getByRole('article', { name: yusuf.fullName });
  await expect(matchOnA.getByText('Interest accepted')).toBeVisible(PAGE_LOAD);
  await expect(matchOnA.getByRole('link', { name: 'View Match Score' })).toBeVisible();
  // A free member's Message goes to the plans (spec section 6).
  await expect(matchOnA.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/premium');
});

test('browse filters narrow the list and Clear restores it', async ({ createMember, openPageAs }) => {
  const tag = uniqueTag();
  const viewer = await createMember({ fullName: `Viewer ${tag}`, gender: 'Female' });
  const inLucknow = await createMember({ fullName: `Imran ${tag}`, gender: 'Male', city: `Lucknow ${tag}` });
  const inMumbai = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: `Mumbai ${tag}` });
  const page = await openPageAs(viewer);

  await browseByLocation(page, tag);
  await expect(page.getByRole('article', { name: inLucknow.fullName })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('article', { name: inMumbai.fullName })).toBeVisible();

  await filterByLocation(page, `Lucknow ${tag}`);
  await expect(page.getByRole('article', { name: inMumbai.fullName })).toBeHidden();
  await expect(page.getByRole('article', { name: inLucknow.fullName })).toBeVisible();

  await filterByLocation(page, `Nowhere ${tag}`);
  await expect(page.getByText('No profiles found.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'No profiles found.' })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Hide Filters' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('the notifications page lists a received interest, marks all read and clears the badge', async ({
  createMember,
  openPageAs,
  request,
}) => {
  const tag = uniqueTag();
  const sender = await createMember({ fullName: `Sara ${tag}`, gender: 'Female' });
  const receiver = await createMember({ fullName: `Omar ${tag}`, gender: 'Male' });
  await sendInterestViaApi(request, sender, await memberIdOf(request, receiver));
  const page = await openPageAs(receiver);

  await page.goto('/dashboard');
  await expect(notificationsLink(page, 1)).toBeVisible(PAGE_LOAD);
  await notificationsLink(page, 1).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible(PAGE_LOAD);
  // Opening the page marks everything read (badge clears); the new item stays highlighted this visit.
  await expect(page.getByText('You have 1 new notification.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `${sender.fullName} sent you an interest.` });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(notificationsLink(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /1\s*Interests received awaiting response/ })).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You are all caught up!')).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeHidden();

  await page.reload();
  await expect(page.getByText('You are all caught up!')).toBeVisible(PAGE_LOAD);
  await expect(notificationsLink(page)).toBeVisible();

  await item.getByRole('link', { name: 'View interests' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=interests$/);
  await expect(page.getByRole('region', { name: 'Requests you received' })).toBeVisible();
});

test('a member with no interests sees the empty states', async ({ member, openPageAs }) => {
  const page = await openPageAs(member);

  await page.goto('/dashboard?tab=interests');
  await expect(page.getByText('No interests yet.')).toBeVisible(PAGE_LOAD);
  await page.getByRole('tab', { name: 'Accepted Interests' }).click();
  await expect(page.getByText('No accepted interests yet.')).toBeVisible();

  await page.goto('/notifications');
  await expect(page.getByText('You are all caught up!')).toBeVisible(PAGE_LOAD);
  await page.getByRole('link', { name: 'Browse Profiles' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=all$/);
});
