import { expect, test } from '../fixtures';
import { adminHeaders, createAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';
import { PAGE_LOAD, PHONE, portraitPng, selfieStatusOf, shoot, submitPhotoAndSelfie } from '../helpers/selfie';

/** Selfie verification: the card without a camera, the women-reviewers switch, and the staff's Selfie approval. */
test.use({ profileWizard: false });

test('without a camera the card says so and takes an uploaded selfie; the women-reviewers switch saves', async ({
  member,
  openPageAs,
  request,
}) => {
  // A page of its own context: axe needs one (helpers/axe.ts).
  const page = await openPageAs(member);
  await page.goto('/verification');
  const card = page.getByRole('region', { name: 'Selfie' });
  await card.getByRole('button', { name: 'Start selfie check' }).click(PAGE_LOAD);
  await card.getByRole('button', { name: 'Open camera' }).click();
  await expect(card.getByRole('alert')).toContainText('You can upload a selfie you took instead');
  expect(await seriousViolations(page), 'the pose and the camera message').toEqual([]);
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await portraitPng() });
  await card.getByRole('button', { name: 'Send selfie' }).click();
  await expect(card.getByText('Pending review')).toBeVisible();

  const reviewers = page.getByRole('region', { name: 'Who reviews my documents' });
  await reviewers.getByRole('switch', { name: 'Only women staff review my selfie and ID' }).check({ force: true });
  await expect(reviewers.getByText('Saved. Only women staff will review your selfie and ID.')).toBeVisible();
  expect((await selfieStatusOf(request, member)).womenReviewersOnly).toBe(true);
});

test('a woman reviewer compares the selfie with the profile photo and approves it', async ({
  browser,
  baseURL,
  request,
  createMember,
}) => {
  test.slow();
  const member = await createMember({ fullName: `Sana Selfie ${Date.now().toString(36)}`, gender: 'Female' });
  await submitPhotoAndSelfie(request, member);
  const women = await request.put('/api/verify/preferences', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { womenReviewersOnly: true },
  });
  expect(women.status()).toBe(200);
  const admin = await createAdmin(request, 'Maryam Reviewer', { reviewsWomen: true });

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=selfies');
  await expect(page.getByRole('heading', { name: 'Selfie approval' })).toBeVisible(PAGE_LOAD);
  const card = page.getByRole('article', { name: member.fullName });
  await expect(card.getByText('Pose asked:')).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('Women reviewers only')).toBeVisible();
  for (const name of [`Selfie taken by ${member.fullName}`, `Profile photo of ${member.fullName}`]) {
    const image = card.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await shoot(card, 'staff-selfie-comparison');
  expect(await seriousViolations(page), 'Selfie approval at 390 px').toEqual([]);

  await card.getByRole('textbox', { name: 'Notes for the member' }).fill('Same person, pose matches.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toBeHidden(PAGE_LOAD);
  expect((await selfieStatusOf(request, member)).selfie.status).toBe('verified');
  const audit = await request.get('/api/admin/audit?limit=100', { headers: adminHeaders(admin) });
  expect(JSON.stringify(await audit.json())).toContain('selfie.verified');
  await context.close();
});
