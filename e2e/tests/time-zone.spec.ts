import { expect, signIn, test } from '../fixtures';

/**
 * The member's time zone (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone"): their day, and
 * the daily interest limit, start at its midnight. Settings shows it and offers the device's own zone.
 */

test.use({ profileWizard: false });

test("Settings offers the device's time zone and saves it", async ({ browser, baseURL, member, request }) => {
  // A member registered through the API sent no zone, so theirs is India's; this device is in Dubai.
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Dubai' });
  const page = await context.newPage();
  try {
    await signIn(page, member);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Time zone' });
    const select = card.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveValue('Asia/Kolkata (GMT+5:30)', { timeout: 15_000 });
    await expect(card.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    await expect(card.getByText('This device is set to Asia/Dubai (GMT+4).')).toBeVisible();
    // docs/decisions/0047-time-zone-changes-and-limits.md
    await expect(card.getByText(/^A change counts for your daily and monthly limits from your next day/)).toBeVisible();

    await card.getByRole('button', { name: 'Use this time zone' }).click();
    await expect(select).toHaveValue('Asia/Dubai (GMT+4)');
    await card.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Time zone saved.')).toBeVisible();
    await expect(card.getByText('This device is set to')).toHaveCount(0);

    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
    expect(((await me.json()) as { timeZone: string }).timeZone).toBe('Asia/Dubai');

    // Any zone can be searched for and chosen.
    await select.fill('Los Angeles');
    await page.getByRole('option', { name: /^America\/Los Angeles \(GMT-[78]\)$/ }).click();
    await card.getByRole('button', { name: 'Save time zone' }).click();
    await expect(card.getByText('This device is set to Asia/Dubai (GMT+4).')).toBeVisible();
    await page.reload();
    await expect(select).toHaveValue(/^America\/Los Angeles/, { timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('Settings asks for the time zone once, by its IANA name: Asia/Kolkata, never Asia/Calcutta', async ({
  browser,
  baseURL,
  member,
}) => {
  // Chromium reports India's zone by ICU's older name, Asia/Calcutta.
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  try {
    await signIn(page, member);
    await page.goto('/settings');
    const select = page.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveValue('Asia/Kolkata (GMT+5:30)', { timeout: 15_000 });
    // The device's zone is the same zone: nothing else to offer.
    await expect(page.getByText('This device is set to')).toHaveCount(0);

    // Quiet hours keep that zone and say so, rather than asking again.
    const quiet = page.getByRole('region', { name: 'Notifications' });
    await expect(quiet.getByText('Times are in your time zone, Asia/Kolkata (GMT+5:30).')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveCount(1);

    await select.fill('Calcutta');
    await expect(page.getByText('No time zone by that name')).toBeVisible();
    await select.fill('Kolkata');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Asia/Kolkata (GMT+5:30)']);
  } finally {
    await context.close();
  }
});
