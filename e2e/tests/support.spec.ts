import { expect, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';

/** Issue 7: the Support Center, answered from the staff side. */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('a member opens a ticket, staff reply from the console, and the member sees the reply', async ({
  memberPage: page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const subject = `Photo pending ${Date.now().toString(36)}`;
  await page.goto('/support');
  await page.getByRole('button', { name: 'Send' }).click(PAGE_LOAD);
  await expect(page.getByText('Subject and message are required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('My photo has been pending for two days.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();

  const admin = await createAdmin(request, 'Support Sam');
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await staff.goto('/admin?section=support');
  await staff.getByRole('button', { name: new RegExp(subject) }).click(PAGE_LOAD);
  await staff.getByRole('textbox', { name: 'Reply' }).fill('Approved now, thank you for waiting.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Approved now, thank you for waiting.')).toBeVisible();
  await context.close();

  const ticket = page.getByRole('button', { name: new RegExp(subject) });
  await expect(ticket.getByText('Replied')).toBeVisible({ timeout: 15_000 });
  await ticket.click();
  await expect(page.getByText('Approved now, thank you for waiting.')).toBeVisible();
  await expect(page.getByText('Support Sam (support)', { exact: false })).toBeVisible();
  const tickets = await request.get('/api/admin/support?status=pending', { headers: adminHeaders(admin) });
  expect(JSON.stringify(await tickets.json())).toContain(subject);
});
