import type { APIRequestContext } from '@playwright/test';
import { expect, type TestMember, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';
import { browseByLocation, openAdvancedSearch } from '../helpers/browse';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { codeFromOutbox } from '../helpers/outbox';

/**
 * Trust badges (docs/decisions/0032-trust-badges.md): the shield on a card opens the list of what was
 * checked, and "Verified members only" (Advanced search) narrows All Profiles to members whose ID (or photo) is verified.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };

/** Email confirmed with the code from the outbox, as the Verification Center does. */
async function confirmEmail(request: APIRequestContext, member: TestMember) {
  const headers = { authorization: `Bearer ${member.token}` };
  expect((await request.post('/api/verify/email/request', { headers })).ok()).toBe(true);
  const otp = await codeFromOutbox(member.email, 'eml');
  const res = await request.post('/api/verify/email/verify', { headers, data: { otp } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A PAN uploaded by the member and approved by staff: the spec's Verified badge. */
async function verifyGovtId(request: APIRequestContext, member: TestMember) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
  const upload = await request.post('/api/verify/govt-id', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { idType: 'PAN', file: { name: 'pan.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const admin = await createAdmin(request);
  const id = await memberIdOf(request, member);
  const decision = await request.post(`/api/admin/ids/${id}/decision`, {
    headers: adminHeaders(admin),
    data: { status: 'verified' },
  });
  expect(decision.ok(), await decision.text()).toBe(true);
}

test('the shield opens the list of checks, and Verified members only narrows the list', async ({
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // a staff account is made through the CLI
  const tag = uniqueTag();
  const city = `Lucknow ${tag}`;
  const verified = await createMember({ fullName: `Zainab ${tag}`, gender: 'Female', city });
  const unverified = await createMember({ fullName: `Hafsa ${tag}`, gender: 'Female', city });
  const viewer = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: `Pune ${tag}` });
  await confirmEmail(request, verified);
  await verifyGovtId(request, verified);

  const page = await openPageAs(viewer);
  await page.setViewportSize({ width: 390, height: 844 });
  await browseByLocation(page, tag);
  const verifiedCard = page.getByRole('article', { name: verified.fullName });
  const unverifiedCard = page.getByRole('article', { name: unverified.fullName });
  await expect(unverifiedCard.getByRole('button', { name: '0 of 4 checks' })).toBeVisible(PAGE_LOAD);
  await expect(verifiedCard.getByText('Verified', { exact: true })).toBeVisible();

  // The shield opens from the keyboard and lists each check with its result, never a document.
  const shield = verifiedCard.getByRole('button', { name: '2 of 4 checks' });
  await shield.focus();
  await page.keyboard.press('Enter');
  const checks = page.getByRole('dialog', { name: `Checks for ${verified.fullName}` });
  await expect(checks).toBeVisible();
  await expect(shield).toHaveAttribute('aria-expanded', 'true');
  await expect(checks.getByRole('listitem')).toHaveText([
    'Email address confirmed',
    'Phone number not confirmed yet',
    'Government ID verified by our team',
    'Photos not compared with a selfie yet',
  ]);
  await expect(checks.getByRole('img')).toHaveCount(0);
  // Axe once the popover has finished appearing (its colours are checked at full opacity).
  await expect(checks).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  // For reviewers: docs/screenshots/trust/trust-shield.png is this picture.
  await page.screenshot({ path: test.info().outputPath('trust-shield.png') });
  await page.keyboard.press('Escape');
  await expect(checks).toBeHidden();
  await expect(shield).toBeFocused();

  // Verified members only (in the Advanced search): the member with neither ID nor photo verified leaves the list.
  await openAdvancedSearch(page);
  await page.getByRole('switch', { name: 'Verified members only' }).check();
  await expect(page.getByRole('region', { name: 'Browse Community Profiles' })).toHaveAttribute('aria-busy', 'false');
  await expect(unverifiedCard).toBeHidden();
  await expect(verifiedCard).toBeVisible();
  await page.getByRole('switch', { name: 'Verified members only' }).uncheck();
  await expect(unverifiedCard).toBeVisible();
});
