import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { createAdmin } from '../helpers/admin';
import { repoRoot } from '../support/paths';

/**
 * Reused photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"): staff see a photo that is
 * also on another account beside that account's photo, dismiss the flag (a false match) and approve it.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

/** A portrait-like picture of its own for this run (the app's other tests upload plain colours, never fingerprinted). */
function portrait(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,70%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,88%)"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/><rect x="380" width="220" height="800" fill="hsl(${hue},20%,45%)"/>
    <ellipse cx="270" cy="320" rx="125" ry="160" fill="#b97a56"/><path d="M40 800 Q280 470 560 800 Z" fill="hsl(${(hue + 180) % 360},50%,35%)"/>
    <ellipse cx="225" cy="300" rx="16" ry="9" fill="#222"/><ellipse cx="320" cy="302" rx="16" ry="9" fill="#222"/>
    <path d="M140 250 Q290 90 410 270 L390 210 Q290 130 160 210Z" fill="#3b2a20"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A picture unlike the portraits (a landscape), so the two tests' images never match each other. */
function landscape(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560">
    <rect width="800" height="560" fill="hsl(${hue},60%,40%)"/><circle cx="610" cy="130" r="70" fill="#fff3b0"/>
    <polygon points="0,560 0,330 170,190 310,320 460,150 650,350 800,250 800,560" fill="#2f3e46"/>
    <rect y="450" width="800" height="110" fill="#354f52"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

test('staff see a reused photo beside the other account’s at 390 px, dismiss the flag and approve it', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const admin = await createAdmin(request);
  const tag = Date.now().toString(36);
  const original = await createMember({ fullName: `Maryam Original ${tag}` });
  const copier = await createMember({ fullName: `Fake Account ${tag}` });
  const picture = await portrait(Date.now() % 360);
  const upload = async (token: string, bytes: Buffer) => {
    const res = await request.post('/api/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: bytes } },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await upload(original.token, picture);
  // The copy is smaller and saved again at a lower quality, as a re-post is.
  await upload(copier.token, await sharp(picture).resize(420).jpeg({ quality: 60 }).toBuffer());

  await page.setViewportSize(PHONE);
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=photos');
  const card = page.locator('.mantine-Card-root', { hasText: copier.fullName });
  const flag = card.getByRole('region', { name: `Also on ${original.fullName}` });
  await expect(flag).toBeVisible(PAGE_LOAD);
  await expect(flag.getByText(/^(Near-identical|Very similar) · distance \d of 64$/)).toBeVisible();
  const thisPhoto = flag.getByRole('img', { name: `Photo submitted by ${copier.fullName}` });
  const theirPhoto = flag.getByRole('img', { name: `Profile photo of ${original.fullName}` });
  await expect(flag.getByText('This photo', { exact: true })).toBeVisible();
  await expect(flag.getByText('Their photo', { exact: true })).toBeVisible();
  // Approve waits for the flag, and says why.
  const approve = card.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    'Approve is off while this photo has an open flag: dismiss or confirm it first.',
  );
  // Both photos side by side, loaded, within the phone's width.
  for (const img of [thisPhoto, theirPhoto]) {
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const [left, right] = [await thisPhoto.boundingBox(), await theirPhoto.boundingBox()];
  expect(left && right && Math.abs(left.y - right.y) < 2 && left.x + left.width <= right.x).toBe(true);
  expect((right?.x ?? 0) + (right?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const shot = test.info().outputPath('flagged-photo-390.png');
  await page.mouse.move(0, 0);
  await card.screenshot({ path: shot, animations: 'disabled' });
  if (process.env.E2E_SAVE_SCREENSHOTS) {
    const target = path.join(repoRoot, 'docs/screenshots/safety/flagged-photo-390.png');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(shot, target);
  }

  // By keyboard: Dismiss flag, then Approve.
  await card.getByRole('button', { name: 'Dismiss flag' }).focus();
  await page.keyboard.press('Enter');
  await expect(flag.getByText('Dismissed', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(approve).toBeEnabled();
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(card).toBeHidden(PAGE_LOAD);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${copier.token}` } });
  expect((await me.json()).photoStatus).toBe('approved');
});

test('staff keep a known scam photo with a note at 390 px, see it listed, and remove it', async ({ page, request }) => {
  test.slow();
  const admin = await createAdmin(request);
  const note = `Seen in reports from Dubai ${Date.now().toString(36)}`;
  await page.setViewportSize(PHONE);
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin?section=scamImages');
  await expect(page.getByRole('heading', { name: 'Known scam photos', level: 1 })).toBeVisible(PAGE_LOAD);
  const add = page.getByRole('button', { name: 'Add photo' });
  await expect(add).toBeDisabled();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'seen.jpg', mimeType: 'image/jpeg', buffer: await landscape(Date.now() % 360) });
  await page.getByRole('textbox', { name: 'Where it was seen' }).fill(note);
  await add.click();
  const card = page.getByRole('article').filter({ hasText: note });
  const image = card.getByRole('img', { name: `Known scam photo: ${note}` });
  await expect(image).toBeVisible(PAGE_LOAD);
  await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText(`Added by ${admin.name}`)).toBeVisible();
  await page.mouse.move(0, 0);
  const shot = test.info().outputPath('known-scam-photos-390.png');
  await page.screenshot({ path: shot, animations: 'disabled', fullPage: true });
  if (process.env.E2E_SAVE_SCREENSHOTS) {
    fs.copyFileSync(shot, path.join(repoRoot, 'docs/screenshots/safety/known-scam-photos-390.png'));
  }

  await card.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toBeHidden(PAGE_LOAD);
});
