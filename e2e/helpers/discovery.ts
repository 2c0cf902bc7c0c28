import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, type TestMember, test } from '../fixtures';
import { repoRoot } from '../support/paths';

/**
 * Small cities of the gazetteer that no other test lives in. A test that needs members on the map
 * puts them in its own one of these, so that My matches (which lists everyone who fits, not one
 * test's members) shows only that test's members when "where" is a must. Each test names its own:
 * two tests drawing at random shared a city often enough to fail.
 */
export const QUIET_CITIES = [
  'Tromso',
  'Ushuaia',
  'Nuuk',
  'Akureyri',
  'Bodo',
  'Kiruna',
  'Lulea',
  'Umea',
  'Rovaniemi',
  'Harstad',
  'Punta Arenas',
  'Rio Gallegos',
  'Whitehorse',
  'Yellowknife',
  'Fairbanks',
  'Juneau',
  'Alice Springs',
  'Invercargill',
  'Timaru',
  'Dunedin',
] as const;

export type QuietCity = (typeof QUIET_CITIES)[number];

export interface GazetteerCity {
  id: number;
  name: string;
  countryCode: string;
}

/** A city of the gazetteer by name (GET /api/places/cities), the most populous of that name. */
export async function gazetteerCity(request: APIRequestContext, name: string): Promise<GazetteerCity> {
  const res = await request.get(`/api/places/cities?q=${encodeURIComponent(name)}&limit=1`);
  expect(res.status(), await res.text()).toBe(200);
  const [city] = ((await res.json()) as { cities: GazetteerCity[] }).cities;
  if (!city) throw new Error(`no city ${name} in the gazetteer`);
  return city;
}

/** A quiet city that this test, and no other, lives in. */
export async function quietCity(request: APIRequestContext, name: QuietCity): Promise<GazetteerCity> {
  return gazetteerCity(request, name);
}

/** Saves part of a member's profile (PUT /api/profiles/me): a gazetteer `cityId`, `partner` preferences, faith answers. */
export async function updateProfile(
  request: APIRequestContext,
  member: TestMember,
  data: Record<string, unknown>,
): Promise<void> {
  const res = await request.put('/api/profiles/me', {
    headers: { authorization: `Bearer ${member.token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The member's saved language (PUT /api/me/locale): their pages are drawn and shown in it. */
export async function setSavedLocale(request: APIRequestContext, member: TestMember, locale: string): Promise<void> {
  const res = await request.put('/api/me/locale', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { locale },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A screenshot for the test's report; with E2E_SAVE_SCREENSHOTS set, also kept in
 * docs/screenshots/discovery/ for reviewers (docs/screenshots/README.md).
 */
export async function saveScreenshot(page: Page, name: string) {
  const shot = test.info().outputPath(name);
  await page.screenshot({ path: shot, animations: 'disabled' });
  if (!process.env.E2E_SAVE_SCREENSHOTS) return;
  const target = path.join(repoRoot, 'docs/screenshots/discovery', name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(shot, target);
}
