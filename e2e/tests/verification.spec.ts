import { expect, test } from '../fixtures';
import { codeFromOutbox } from '../helpers/outbox';

/**
 * The Verification Center's three cards against the real server (codes from DATA_DIR/outbox;
 * docs/decisions/0013-verification.md).
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };
const card = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name });

test('a member verifies their email with the code from the outbox', async ({ member, memberPage: page }) => {
  await page.goto('/verification');
  const email = card(page, 'Email');
  await expect(email.getByText('Unverified')).toBeVisible(PAGE_LOAD);
  await email.getByRole('button', { name: 'Send OTP' }).click();
  await expect(email.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const code = await codeFromOutbox(member.email, 'eml');
  await email.getByRole('textbox', { name: 'Code from your email' }).fill(code);
  await email.getByRole('button', { name: 'Submit OTP' }).click();
  await expect(email.getByText('Your email is verified.')).toBeVisible();
  await expect(email.getByText('Verified', { exact: true })).toBeVisible();
});

test('a wrong code shows the spec text, and an empty one asks for the code', async ({ memberPage: page }) => {
  await page.goto('/verification');
  const email = card(page, 'Email');
  await email.getByRole('button', { name: 'Send OTP' }).click(PAGE_LOAD);
  await email.getByRole('button', { name: 'Submit OTP' }).click();
  await expect(email.getByText('Enter the OTP sent to your email.')).toBeVisible();
  await email.getByRole('textbox', { name: 'Code from your email' }).fill('000000');
  await email.getByRole('button', { name: 'Submit OTP' }).click();
  await expect(
    email.getByText(/Invalid OTP\. Please request a new code and try again\.|Too many wrong codes/),
  ).toBeVisible();
});

test('a member saves an international number and verifies it with the texted code', async ({
  member,
  memberPage: page,
}) => {
  const phone = `+9198${String(Date.now()).slice(-8)}`;
  await page.goto('/verification');
  const card_ = card(page, 'Phone');
  await expect(card_.getByRole('button', { name: 'Send OTP' })).toBeDisabled(PAGE_LOAD);
  await card_.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await expect(card_.getByText('Save the edited number before asking for a code.')).toBeVisible();
  await card_.getByRole('button', { name: 'Save Phone' }).click();
  // A new number needs the current password (docs/decisions/0046-contact-changes-and-account-recovery.md).
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(member.password);
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(card_.getByText('Phone number saved.')).toBeVisible();
  await card_.getByRole('button', { name: 'Send OTP' }).click();
  const code = await codeFromOutbox(phone, 'sms.txt');
  await card_.getByRole('textbox', { name: 'Code from the text message' }).fill(code);
  await card_.getByRole('button', { name: 'Submit OTP' }).click();
  await expect(card_.getByText('Your phone number is verified.')).toBeVisible();
});

test('a member outside India chooses her Emirates ID and sees it pending review', async ({ memberPage: page }) => {
  await page.goto('/verification');
  const id = card(page, 'Government ID');
  await expect(id.getByText('Not submitted').first()).toBeVisible(PAGE_LOAD);
  const type = id.getByRole('combobox', { name: 'Type of ID' });
  const offered = await type.locator('option:not([disabled])').allTextContents();
  expect(offered).toEqual([
    'Aadhaar',
    'PAN',
    'Passport',
    'Emirates ID',
    'Iqama (Saudi Arabia)',
    'CNIC (Pakistan)',
    "Another country's national ID card",
  ]);
  await id.getByRole('button', { name: 'Upload ID' }).click();
  await expect(id.getByText('Choose the type of your ID first.')).toBeVisible();
  await type.selectOption({ label: 'Emirates ID' });
  await id.getByRole('button', { name: 'Upload Emirates ID' }).click();
  await expect(id.getByText('Select a file first')).toBeVisible();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
  await id.locator('input[type="file"]').setInputFiles({ name: 'eid.pdf', mimeType: 'application/pdf', buffer: pdf });
  await id.getByRole('button', { name: 'Upload Emirates ID' }).click();
  await expect(id.getByText('Emirates ID uploaded. Our team will review it soon.')).toBeVisible();
  await expect(id.getByText('Pending review')).toBeVisible();
  await expect(id.getByText('Emirates ID', { exact: true }).first()).toBeVisible();
  await expect(id.getByRole('button', { name: 'View submitted document' })).toBeVisible();
});

test('the Aadhaar choice is spelled Aadhaar and asks for a masked card', async ({ memberPage: page }) => {
  await page.goto('/verification');
  const id = card(page, 'Government ID');
  await id.getByRole('combobox', { name: 'Type of ID' }).selectOption({ label: 'Aadhaar' }, PAGE_LOAD);
  await expect(id.getByRole('button', { name: 'Upload Aadhaar' })).toBeVisible();
  await expect(id.getByText(/Upload a masked Aadhaar/)).toBeVisible();
});
