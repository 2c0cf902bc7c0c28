import { expect, test, uniqueEmail } from '../fixtures';
import { undoLinkFromOutbox } from '../helpers/outbox';

/**
 * Changing the email asks for the current password, and the old address can undo the change
 * (docs/decisions/0046-contact-changes-and-account-recovery.md).
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

test('a member changes the email with the password prompt, and the old address undoes it', async ({
  member,
  memberPage: page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const next = uniqueEmail('moved');
  await page.goto('/verification');
  const card = page.getByRole('region', { name: 'Email' });
  await card.getByRole('textbox', { name: 'Email address' }).fill(next, PAGE_LOAD);
  await card.getByRole('button', { name: 'Save Email' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toContainText('We will tell your previous address');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog.getByText('Enter your current password to change your email or phone number.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog.getByText('Your current password is not right, so nothing was changed.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(member.password);
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Email saved.')).toBeVisible();

  // The old address got the notice; its link works signed out, in a browser of its own.
  const link = await undoLinkFromOutbox(member.email);
  const context = await browser.newContext({ baseURL });
  try {
    const owner = await context.newPage();
    await owner.goto(link);
    await expect(owner.getByRole('heading', { name: 'Undo the change to your email' })).toBeVisible(PAGE_LOAD);
    await expect(owner).toHaveURL(/\/reset-password$/);
    await owner.getByRole('button', { name: 'Undo the change' }).click();
    // The connection banner is a status too while the app's first health check is under way.
    await expect(owner.getByRole('status').filter({ hasText: member.email })).toBeVisible();
    await owner.getByRole('textbox', { name: 'New password', exact: true }).fill('taken-back-1');
    await owner.getByRole('textbox', { name: 'Confirm new password' }).fill('taken-back-1');
    await owner.getByRole('button', { name: 'Save new password' }).click();
    await expect(owner).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }

  const old = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect(old.status()).toBe(401);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: 'taken-back-1' } });
  expect(login.status()).toBe(200);
});
