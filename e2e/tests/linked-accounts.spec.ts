import { expect, test } from '../fixtures';
import { createAdmin } from '../helpers/admin';
import { keepScreenshot } from '../helpers/screenshots';

/**
 * The staff console's linked accounts (docs/decisions/0066-catching-scammers-early.md "Accounts that
 * belong together"). Every member of these tests registers from this machine's address, so a member's
 * detail lists the others registered within a day; each opens in the drawer in its place.
 */
const PAGE_LOAD = { timeout: 20_000 };

test('staff see accounts registered from the same address, and open one from the list', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const tag = `Hafsa${Date.now().toString(36)}`;
  const first = await createMember({ fullName: `${tag} Siddiqui` });
  const second = await createMember({ fullName: `${tag} S` });
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${admin.name}`)).toBeVisible(PAGE_LOAD);
  await page.getByRole('textbox', { name: 'Search name or email' }).fill(first.fullName.toLowerCase());
  await page.getByRole('button', { name: first.fullName, exact: true }).click();

  const linked = page.getByRole('region', { name: 'Linked accounts' });
  const entry = linked.getByRole('listitem').filter({ hasText: second.email });
  await expect(entry).toBeVisible(PAGE_LOAD);
  await expect(entry.getByText('Registered from the same address within a day')).toBeVisible();
  await entry.scrollIntoViewIfNeeded();
  await keepScreenshot(entry, 'safety', 'staff-linked-account.png');
  await entry.getByRole('button', { name: `Open ${second.fullName}` }).click();
  await expect(page.getByRole('dialog').getByText(second.email).first()).toBeVisible(PAGE_LOAD);
});
