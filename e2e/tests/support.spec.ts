import { expect, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';

/** The Support Center, answered from the staff side (docs/decisions/0010-staff-console-and-support.md). */
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
  await expect(
    staff.getByRole('list', { name: 'Messages' }).getByText('Approved now, thank you for waiting.'),
  ).toBeVisible();
  await context.close();

  const ticket = page.getByRole('button', { name: new RegExp(subject) });
  await expect(ticket.getByText('Replied')).toBeVisible({ timeout: 15_000 });
  await ticket.click();
  await expect(page.getByText('Approved now, thank you for waiting.')).toBeVisible();
  await expect(page.getByText('Support Sam (support)', { exact: false })).toBeVisible();
  // The address names the open ticket: a notification or a push opens the same thread.
  const opened = new URL(page.url()).searchParams.get('ticket');
  expect(opened).toBeTruthy();
  await page.goto(`/support?ticket=${opened}`);
  await expect(page.getByText('Approved now, thank you for waiting.')).toBeVisible();
  const tickets = await request.get('/api/admin/support?status=pending', { headers: adminHeaders(admin) });
  expect(JSON.stringify(await tickets.json())).toContain(subject);
});

test('a long ticket opens at its newest messages, shows earlier ones on request, and says when replies run out', async ({
  memberPage: page,
  member,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const subject = `Long ticket ${Date.now().toString(36)}`;
  const asMember = { authorization: `Bearer ${member.token}` };
  const opened = await request.post('/api/support', { headers: asMember, data: { subject, message: 'Message 1' } });
  const id = ((await opened.json()) as { _id: string })._id;
  // 30 member replies (the day's allowance on one ticket), then staff answers up to 55 messages.
  for (let i = 2; i <= 31; i++) {
    const res = await request.post(`/api/support/${id}/reply`, {
      headers: asMember,
      data: { message: `Message ${i}` },
    });
    expect(res.status()).toBe(200);
  }
  const admin = await createAdmin(request, 'Support Sam');
  for (let i = 32; i <= 55; i++) {
    await request.post(`/api/admin/support/${id}/reply`, {
      headers: adminHeaders(admin),
      data: { message: `Message ${i}`, status: 'pending' },
    });
  }

  await page.goto('/support');
  await page.getByRole('button', { name: new RegExp(subject) }).click(PAGE_LOAD);
  await expect(page.getByText('Message 55', { exact: true })).toBeVisible();
  await expect(page.getByText('Message 6', { exact: true })).toBeVisible();
  await expect(page.getByText('Message 5', { exact: true })).toHaveCount(0);
  const earlier = page.getByRole('button', { name: 'Show earlier messages' });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message 1', { exact: true })).toBeVisible();
  await expect(earlier).toHaveCount(0);

  const replyBox = page.getByRole('textbox', { name: 'Your reply' });
  await replyBox.fill('One more thing');
  await expect(page.getByText('14 / 5,000 characters')).toBeVisible();
  await expect(replyBox).toHaveAttribute('maxlength', '5000');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have sent the most replies allowed today on this ticket. Our team will answer you soon.',
  );

  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  await staff.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await staff.goto('/admin?section=support');
  await staff.getByRole('button', { name: new RegExp(subject) }).click(PAGE_LOAD);
  await expect(staff.getByText('Message 55', { exact: true })).toBeVisible();
  await expect(staff.getByText('Message 5', { exact: true })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Show earlier messages' }).press('Enter');
  await expect(staff.getByText('Message 1', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
  await context.close();
});
