import { expect, test } from '../fixtures';
import { createAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';

/**
 * Refunds end to end: a member buys premium through the built-in sandbox gateway, asks for a refund,
 * staff approve a pro-rated refund in the console (the sandbox answers PayU's refund command), and the
 * member's history and receipt show it refunded.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };
const literal = (text: string) => text.replace(/[.$()]/g, '\\$&');

test('a member asks for a refund, staff approve it pro-rated, and the member sees it refunded', async ({
  createMember,
  openPageAs,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const buyer = await createMember({ fullName: `Hamza Refund ${tag}`, gender: 'Male' });
  const page = await openPageAs(buyer);

  await page.goto('/premium');
  await page.getByRole('button', { name: 'Buy Silver' }).click(PAGE_LOAD);
  await page.getByRole('button', { name: /^Pay ₹1500\.00$/ }).click(PAGE_LOAD);
  await expect(page.getByText(/You are a Silver member until/)).toBeVisible(PAGE_LOAD);

  await page.getByRole('button', { name: 'Request a refund' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a refund' });
  await ask.getByRole('textbox', { name: 'Why would you like a refund?' }).fill('I found my spouse through family.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText(/Your refund request is with our team/)).toBeVisible();
  await ask.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Refund requested. Our team is reviewing it.')).toBeVisible();

  const admin = await createAdmin(request);
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  try {
    await staff.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Refunds' }).click(PAGE_LOAD);
    await expect(staff.getByRole('heading', { name: 'Refunds' })).toBeVisible();
    const card = staff.getByRole('listitem', { name: `Refund request from ${buyer.fullName}` });
    await expect(card.getByText('I found my spouse through family.')).toBeVisible(PAGE_LOAD);
    await expect(card.getByText(/^1 of (28|29|30|31)$/)).toBeVisible();
    expect(await seriousViolations(staff), 'refund queue').toEqual([]);

    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Approve refund' });
    const prorated = dialog.getByRole('radio', { name: /^Pro-rated for the unused days: ₹1,4\d\d\.\d\d$/ });
    await expect(prorated).toBeChecked();
    const label = await dialog.getByText(/^Pro-rated for the unused days: /).innerText();
    const amount = /₹1,4\d\d\.\d\d/.exec(label)?.[0] ?? '';
    expect(amount).toMatch(/^₹1,4\d\d\.\d\d$/);
    await expect(dialog.getByText(`PayU will return ${amount}`, { exact: false })).toBeVisible();
    expect(await seriousViolations(staff), 'approve dialog').toEqual([]);
    await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
    await expect(dialog).toBeHidden(PAGE_LOAD);
    await expect(card).toBeHidden(PAGE_LOAD);

    await staff.getByText('Approved', { exact: true }).click();
    await expect(staff.getByText(new RegExp(`Refunded ${literal(amount)} \\(pro-rated\\)`))).toBeVisible(PAGE_LOAD);

    await page.reload();
    const history = page.getByRole('region', { name: 'Your membership and payments' });
    await expect(history.getByText(new RegExp(`^Refunded ${literal(amount)} on \\d{1,2} \\w{3} \\d{4}$`))).toBeVisible(
      PAGE_LOAD,
    );
    await expect(history.getByText('Refunded', { exact: true })).toBeVisible();
    await history.getByRole('link', { name: 'Receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(`${amount} on`, { exact: false })).toBeVisible();
  } finally {
    await context.close();
  }
});
