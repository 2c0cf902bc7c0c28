import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { memberIdOf, sendInterestViaApi, uniqueTag } from '../helpers/members';

/**
 * The notification feed kept on the server (docs/decisions/0028-notification-feed.md; (spec section 2 "Notifications"
 * and section 4), the nav badge kept live by the stream's `notification` event, and Settings → Notifications.
 */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

const notificationsLink = (page: Page, unread?: number) =>
  page.getByRole('link', { name: unread ? `Notifications (${unread} unread)` : 'Notifications', exact: true });

/** Opens `path` and waits until the live stream is open, so what happens next reaches the page. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((res) => res.url().includes('/api/messages/stream'));
  await page.goto(path);
  await stream;
}

test('the feed shows an interest with its sender, one arriving live, and Mark all as read', async ({
  member,
  secondMember,
  createMember,
  openPageAs,
  request,
}) => {
  const herId = await memberIdOf(request, member);
  await sendInterestViaApi(request, secondMember, herId);
  const page = await openPageAs(member);

  await openLive(page, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible(PAGE_LOAD);
  const first = page.getByRole('listitem').filter({ hasText: `${secondMember.fullName} sent you an interest.` });
  await expect(first).toBeVisible();
  // The sender's name heads the item (and is in its sentence).
  await expect(first.getByText(secondMember.fullName, { exact: true }).first()).toBeVisible();
  await expect(first.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByText('You have 1 new notification.')).toBeVisible();
  // Opening the page read it on the server: the badge has cleared.
  await expect(notificationsLink(page)).toBeVisible();
  await expect(first.getByRole('link', { name: 'View interests' })).toHaveAttribute('href', '/dashboard?tab=interests');

  // Another interest arrives while the page is open: it shows without a reload, and the badge counts it.
  const tag = uniqueTag();
  const imran = await createMember({ fullName: `Imran ${tag}`, gender: 'Male' });
  await sendInterestViaApi(request, imran, herId);
  const second = page.getByRole('listitem').filter({ hasText: `${imran.fullName} sent you an interest.` });
  await expect(second).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('You have 2 new notifications.')).toBeVisible();
  await expect(notificationsLink(page, 1)).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('You are all caught up!')).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  await expect(notificationsLink(page)).toBeVisible();

  await page.reload();
  await expect(page.getByText('You are all caught up!')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('listitem').filter({ hasText: 'sent you an interest.' })).toHaveCount(2);
});

test('the badge goes up live when an interest arrives, and read on one device drops it on the other', async ({
  member,
  secondMember,
  openPageAs,
  request,
}) => {
  const herId = await memberIdOf(request, member);
  // Two browser contexts signed in as the same member: a laptop and a phone.
  const laptop = await openPageAs(member);
  const phone = await openPageAs(member);
  await Promise.all([openLive(laptop, '/dashboard'), openLive(phone, '/dashboard')]);
  await expect(notificationsLink(laptop)).toBeVisible(PAGE_LOAD);
  await expect(notificationsLink(phone)).toBeVisible(PAGE_LOAD);

  await sendInterestViaApi(request, secondMember, herId);
  await expect(notificationsLink(laptop, 1)).toBeVisible(PAGE_LOAD);
  await expect(notificationsLink(phone, 1)).toBeVisible(PAGE_LOAD);
  // The phone's menu carries the same count.
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const menu = phone.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Read on the laptop: its badge drops at once, and the phone's through the stream, without a reload.
  await notificationsLink(laptop, 1).click();
  await expect(laptop.getByText(`${secondMember.fullName} sent you an interest.`)).toBeVisible(PAGE_LOAD);
  await expect(notificationsLink(laptop)).toBeVisible();
  await expect(notificationsLink(phone)).toBeVisible(PAGE_LOAD);
  await expect(phone).toHaveURL(/\/dashboard$/);
});

test('Settings → Notifications saves email Off for messages and quiet hours, and a reload shows them', async ({
  member,
  openPageAs,
  request,
}) => {
  test.slow(); // the settings page, a save, a reload and a second save, each waited for
  const page = await openPageAs(member);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByText('Receipts and refunds are always emailed')).toBeVisible(PAGE_LOAD);
  const save = card.getByRole('button', { name: 'Save notification settings' });
  await expect(save).toBeDisabled();

  const messagesEmail = card.getByRole('radiogroup', { name: 'Email for Messages' });
  await expect(messagesEmail.getByRole('radio', { name: 'Immediately' })).toBeChecked();
  await messagesEmail.getByText('Off', { exact: true }).click();
  await expect(messagesEmail.getByRole('radio', { name: 'Off' })).toBeChecked();
  // Payments have no email control; moderation has no push.
  await expect(card.getByRole('radiogroup', { name: 'Email for Payments' })).toHaveCount(0);
  await expect(card.getByRole('switch', { name: 'Push notifications for Photo and ID checks' })).toHaveCount(0);

  const quiet = card.getByRole('switch', { name: 'Quiet hours' });
  await expect(quiet).toBeChecked();
  await expect(card.getByText('No push at night; emails wait for the morning.')).toBeVisible();
  await card.getByLabel('From').fill('23:30');
  await card.getByLabel('Until').fill('06:15');
  await save.click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  const res = await request.get('/api/notifications/settings', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const saved = (await res.json()) as { messages: { email: string }; quietHours: { start: string; end: string } };
  expect(saved.messages.email).toBe('off');
  expect(saved.quietHours).toMatchObject({ start: '23:30', end: '06:15' });

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Notifications' });
  await expect(
    reloaded.getByRole('radiogroup', { name: 'Email for Messages' }).getByRole('radio', { name: 'Off' }),
  ).toBeChecked(PAGE_LOAD);
  await expect(reloaded.getByLabel('From')).toHaveValue('23:30');
  await expect(reloaded.getByLabel('Until')).toHaveValue('06:15');

  // Quiet hours off is saved as none at all.
  await reloaded.getByRole('switch', { name: 'Quiet hours' }).click();
  await expect(reloaded.getByLabel('From')).toHaveCount(0);
  await reloaded.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Quiet hours' })).not.toBeChecked(PAGE_LOAD);
});

test('/notifications and /settings have no serious or critical accessibility violations', async ({
  member,
  secondMember,
  openPageAs,
  request,
}) => {
  await sendInterestViaApi(request, secondMember, await memberIdOf(request, member));
  const page = await openPageAs(member);

  await page.goto('/notifications');
  await expect(page.getByText(`${secondMember.fullName} sent you an interest.`)).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  expect(await seriousViolations(page), '/notifications').toEqual([]);

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Quiet hours' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  expect(await seriousViolations(page), '/settings').toEqual([]);
});
