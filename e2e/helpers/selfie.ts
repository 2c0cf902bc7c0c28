import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type TestMember } from '../fixtures';

/** A plain portrait image: enough for the server's photo rules, drawn in code (no fixtures). */
export const portraitPng = (background = '#c9a86a') =>
  sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

export const PAGE_LOAD = { timeout: 15_000 };
export const PHONE = { width: 390, height: 844 };

/** Screenshots for a look by eye (not compared): set E2E_SHOTS_DIR to keep them. */
export const shotsDir = process.env.E2E_SHOTS_DIR;

export async function shoot(target: Locator | Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  // No hover state in the picture: the pointer rests where the last click left it.
  await ('page' in target ? target.page() : target).mouse.move(0, 0);
  await target.screenshot({ path: path.join(shotsDir, `${name}.png`), animations: 'disabled' });
}

/** The English texts of the poses (contracts' options catalog): the card shows one of them. */
export const POSE_TEXT =
  /Hold up three fingers|Give a thumbs-up|Hold up two fingers|Show an open palm|Rest your chin|Touch one ear|Point one finger up|Make an OK sign|Hold a closed fist|Place your palm on one cheek/;

const bearer = (member: TestMember) => ({ authorization: `Bearer ${member.token}` });

/** A profile photo and a selfie for a fresh pose, through the API as the web sends them. */
export async function submitPhotoAndSelfie(request: APIRequestContext, member: TestMember): Promise<string> {
  const photo = await request.post('/api/upload', {
    headers: bearer(member),
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await portraitPng() } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const asked = await request.get('/api/verify/selfie/challenge', { headers: bearer(member) });
  expect(asked.status(), await asked.text()).toBe(200);
  const { challengeId, pose } = (await asked.json()) as { challengeId: string; pose: string };
  const selfie = await request.post('/api/verify/selfie', {
    headers: bearer(member),
    multipart: {
      challengeId,
      file: { name: 'selfie.png', mimeType: 'image/png', buffer: await portraitPng('#8a6f4d') },
    },
  });
  expect(selfie.status(), await selfie.text()).toBe(201);
  return pose;
}

export async function selfieStatusOf(request: APIRequestContext, member: TestMember) {
  const res = await request.get('/api/verify/status', { headers: bearer(member) });
  return (await res.json()) as { selfie: { status: string }; womenReviewersOnly: boolean };
}
