import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type TestMember, test } from '../fixtures';
import { adminHeaders, createAdmin, type TestAdmin } from '../helpers/admin';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { repoRoot } from '../support/paths';

/**
 * Photos shown to whom a member chooses (docs/decisions/0030-photo-access.md): a member asks on a
 * blurred profile, she shares in Settings → Photo privacy, he sees the clear photo, she stops sharing.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 20_000 };
const bearer = (m: TestMember) => ({ authorization: `Bearer ${m.token}` });

/** An approved, blurred photo for `owner`, through the upload route and the staff decision route. */
async function blurredPhoto(request: APIRequestContext, admin: TestAdmin, owner: TestMember, colour: string) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/upload', {
    headers: bearer(owner),
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const ownerId = await memberIdOf(request, owner);
  const approved = await request.post(`/api/admin/photos/${ownerId}/decision`, {
    headers: adminHeaders(admin),
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const blurred = await request.put('/api/profiles/me', { headers: bearer(owner), data: { photoBlurred: true } });
  expect(blurred.status(), await blurred.text()).toBe(200);
  return ownerId;
}

/** The address of the profile photo the page shows for `name`. */
async function photoSrc(page: Page, name: string): Promise<string> {
  const img = page.getByRole('button', { name: `Enlarge photo of ${name}` }).getByRole('img');
  await expect(img).toBeVisible(PAGE_LOAD);
  return (await img.getAttribute('src')) ?? '';
}

test('a member asks, she shares in Settings, he sees the clear photo, and she stops sharing', async ({
  request,
  createMember,
  openPageAs,
}) => {
  test.slow();
  const tag = uniqueTag();
  const admin = await createAdmin(request);
  const owner = await createMember({ fullName: `Maryam Blur ${tag}`, gender: 'Female' });
  const asker = await createMember({ fullName: `Bilal Asker ${tag}`, gender: 'Male' });
  const ownerId = await blurredPhoto(request, admin, owner, '#6a8fc9');

  const his = await openPageAs(asker);
  await his.goto(`/profile?view=${ownerId}`);
  expect(await photoSrc(his, owner.fullName)).toContain('/blur?');
  await his.getByRole('button', { name: 'Ask to see photos' }).click();
  await expect(his.getByRole('button', { name: 'Requested' })).toBeVisible(PAGE_LOAD);

  const hers = await openPageAs(owner);
  await hers.goto('/settings');
  const card = hers.getByRole('region', { name: 'Photo privacy' });
  await card.getByRole('button', { name: `Share photos with ${asker.fullName}` }).click();
  const shared = card.getByRole('region', { name: 'Shared with' });
  await expect(shared.getByRole('link', { name: asker.fullName })).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('No requests are waiting.')).toBeVisible();

  await his.reload();
  const clear = await photoSrc(his, owner.fullName);
  expect(clear).toContain('/display?');
  expect(clear).toContain('&g=');
  expect((await request.get(clear)).status()).toBe(200);
  await expect(his.getByRole('button', { name: 'Ask to see photos' })).toBeHidden();

  await hers.reload();
  await expect(card.getByRole('region', { name: 'Who has seen your photos' }).getByText(asker.fullName)).toBeVisible(
    PAGE_LOAD,
  );
  await card.getByRole('button', { name: `Stop sharing your photos with ${asker.fullName}` }).click();
  const dialog = hers.getByRole('dialog', { name: `Stop sharing your photos with ${asker.fullName}?` });
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog).toBeHidden(PAGE_LOAD);
  await expect(card.getByText('You have not shared your photos with anyone.')).toBeVisible(PAGE_LOAD);

  // The address he was given stops opening at once, though it has not expired.
  expect((await request.get(clear)).status()).toBe(404);
  await his.reload();
  expect(await photoSrc(his, owner.fullName)).toContain('/blur?');
});

test('Photo privacy at 390 px with requests, grants and views', async ({ request, createMember, openPageAs }, info) => {
  test.slow();
  const tag = uniqueTag();
  const admin = await createAdmin(request);
  const owner = await createMember({ fullName: `Zainab Noor ${tag}`, gender: 'Female' });
  const ownerId = await blurredPhoto(request, admin, owner, '#c9a86a');
  const men = await Promise.all(
    ['Imran Qureshi', 'Faisal Ahmed', 'Salman Siddiqui', 'Hamza Ali'].map((name) =>
      createMember({ fullName: name, gender: 'Male', city: 'Lucknow' }),
    ),
  );
  const asked = [];
  for (const man of men) {
    const res = await request.post(`/api/profiles/${ownerId}/photo-access`, { headers: bearer(man) });
    expect(res.status(), await res.text()).toBe(201);
    asked.push(((await res.json()) as { requestId: string }).requestId);
  }
  // She shares with the first two; they open her profile (the view log); the others wait.
  for (const [i, man] of men.slice(0, 2).entries()) {
    const res = await request.post(`/api/photo-access/${asked[i]}`, {
      headers: bearer(owner),
      data: { decision: 'grant' },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect((await request.get(`/api/profiles/${ownerId}`, { headers: bearer(man) })).status()).toBe(200);
  }

  const page = await openPageAs(owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Photo privacy' });
  await expect(card.getByRole('region', { name: 'Who has seen your photos' }).getByText('Imran Qureshi')).toBeVisible(
    PAGE_LOAD,
  );
  await expect(card.getByRole('button', { name: 'Share photos with Hamza Ali' })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'My matches see my photos clearly' })).toBeChecked();
  // Tall enough that the whole card is in view once scrolled to (Settings has grown above it): its
  // photos load lazily, and none is left blank.
  await page.setViewportSize({ width: 390, height: 2400 });
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect
    .poll(() => card.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const shot = info.outputPath('photo-privacy.png');
  await card.screenshot({ path: shot, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 1600 });
  await card.screenshot({ path: info.outputPath('photo-privacy-desktop.png'), animations: 'disabled' });
  if (process.env.E2E_SAVE_SCREENSHOTS) {
    const target = path.join(repoRoot, 'docs/screenshots/trust/photo-privacy.png');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(shot, target);
  }
});
