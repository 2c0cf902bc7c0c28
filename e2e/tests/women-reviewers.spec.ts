import { expect, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';

/**
 * docs/decisions/0055-women-reviewers-in-every-staff-answer.md: staff who are not women reviewers see
 * that a member who asked for women reviewers has ID details, never what they are.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const RESTRICTED_TEXT = 'Only women reviewers can see this';

test('other staff read "Only women reviewers can see this" in the list, the record and the activity', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const tag = `Hafsa${Date.now().toString(36)}`;
  const member = await createMember({ fullName: `${tag} Siddiqui`, gender: 'Female' });
  const bearer = { authorization: `Bearer ${member.token}` };
  const upload = await request.post('/api/verify/govt-id', {
    headers: bearer,
    multipart: { idType: 'Passport', file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const prefs = await request.put('/api/verify/preferences', { headers: bearer, data: { womenReviewersOnly: true } });
  expect(prefs.status()).toBe(200);
  const reviewer = await createAdmin(request, 'Maryam Reviewer', { reviewsWomen: true });
  const found = await request.get(`/api/admin/profiles?search=${tag.toLowerCase()}`, {
    headers: adminHeaders(reviewer),
  });
  const { userId } = (await found.json()).data[0] as { userId: string };
  const decision = await request.post(`/api/admin/ids/${userId}/decision`, {
    headers: adminHeaders(reviewer),
    data: { status: 'rejected', notes: 'Passport number P1234567 is cut off' },
  });
  expect(decision.status(), await decision.text()).toBe(200);

  const other = await createAdmin(request, 'Omar Moderator');
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), other.token);
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Search name or email' }).fill(tag.toLowerCase());
  await expect(page.getByText('Showing 1-1 of 1')).toBeVisible(PAGE_LOAD);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByText(RESTRICTED_TEXT)).toBeVisible();

  await row.getByRole('button', { name: `${tag} Siddiqui` }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('ID: only women reviewers can see this')).toBeVisible(PAGE_LOAD);
  await expect(drawer.getByText(/P1234567/)).toHaveCount(0);

  await page.goto('/admin?section=activity');
  const entry = page.getByRole('row').filter({ hasText: userId });
  await expect(entry.getByText('govt_id.restricted')).toBeVisible(PAGE_LOAD);
  await expect(entry.getByText(RESTRICTED_TEXT)).toBeVisible();
});
