import { expect, test } from '../fixtures';
import { PAGE_LOAD, PHONE, POSE_TEXT, selfieStatusOf, shoot } from '../helpers/selfie';
import { chromiumArgs, chromiumPath } from '../support/chromium';

/**
 * The Selfie card with a camera: Chromium's fake device and its permission prompt answered yes
 * (`--use-fake-device-for-media-stream`, `--use-fake-ui-for-media-stream`). A file of its own, since
 * launch options need their own worker.
 */
test.use({ profileWizard: false });
test.use({
  viewport: PHONE,
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a member holds the pose, takes, retakes and sends a selfie, and sees it pending', async ({
  member,
  memberPage: page,
  request,
}) => {
  await page.goto('/verification');
  const card = page.getByRole('region', { name: 'Selfie' });
  await expect(card.getByText('Not taken')).toBeVisible(PAGE_LOAD);
  await card.getByRole('button', { name: 'Start selfie check' }).click();
  await expect(card.getByText('Your pose')).toBeVisible();
  await expect(card.getByText(POSE_TEXT)).toBeVisible();

  await card.getByRole('button', { name: 'Open camera' }).click();
  const preview = card.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Take photo' }).click();
  await expect(card.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await card.getByRole('button', { name: 'Retake' }).click();
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Take photo' }).click();
  const shot = card.getByRole('img', { name: 'Your selfie' });
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.scrollIntoViewIfNeeded();
  await shoot(card, 'selfie-card');

  await card.getByRole('button', { name: 'Send selfie' }).click();
  await expect(card.getByText('Selfie sent. Our team will review it soon.')).toBeVisible();
  await expect(card.getByText('Pending review')).toBeVisible();
  expect((await selfieStatusOf(request, member)).selfie.status).toBe('pending');
});
