/**
 * The members the load benchmark acts as, with real sessions: the load viewers (sessions made the
 * way the app makes them), the large member (signed in through POST /api/auth/login) and the small
 * one (registered through POST /api/auth/register), plus a signed photo address from a browse page.
 */

import { findMemberByEmail } from '../../apps/server/src/modules/members/members.repo.js';
import { grantMembership } from '../../apps/server/src/modules/membership/membership.service.js';
import type { Db } from '../../apps/server/src/platform/db/client.js';
import { createTokens, mapLimit } from '../messaging/common.js';
import type { Members } from './endpoints.js';
import { idsOf, PASSWORD } from './seed.js';

const LOAD_VIEWERS = Array.from({ length: 50 }, (_, i) => 3 + 2 * i); // odd: men
/** Every woman (even g) from a fifth of the population up, beyond any load viewer's seeded interests. */
function interestTargets(population: number): number[] {
  const first = 2 * Math.ceil(population / 10);
  return Array.from({ length: Math.floor((population - first) / 2) + 1 }, (_, i) => first + 2 * i);
}

async function postJson(baseUrl: string, url: string, body: unknown): Promise<{ token: string }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string };
}

async function findPhoto(baseUrl: string, token: string): Promise<Members['photo']> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res = await fetch(`${baseUrl}/api/profiles${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { profiles: { photoUrl: string | null }[]; nextCursor: string | null };
    const url = body.profiles.find((p) => p.photoUrl)?.photoUrl;
    if (url) {
      const photo = await fetch(`${baseUrl}${url}`);
      if (photo.status !== 200) throw new Error(`photo ${url}: ${photo.status}`);
      return { url, etag: photo.headers.get('etag') };
    }
    cursor = body.nextCursor;
  }
  throw new Error('no photo on the first 20 browse pages');
}

export async function prepareMembers(db: Db, baseUrl: string, population: number): Promise<Members> {
  const viewerIds = await idsOf(db, LOAD_VIEWERS);
  const tokens = await createTokens(db, viewerIds);
  const large = await postJson(baseUrl, '/api/auth/login', { email: 'm1@load.test', password: PASSWORD });
  const small = await postJson(baseUrl, '/api/auth/register', {
    fullName: 'Small Member',
    email: 'small@load.test',
    password: PASSWORD,
    age: 29,
    gender: 'Male',
    city: 'Hyderabad',
    profession: 'Engineer',
    sect: 'Sunni',
  });
  // Platinum has no interest quota (spec section 9), so the write run is limited by the server only.
  const smallId = (await findMemberByEmail(db, 'small@load.test'))?.id ?? '';
  await mapLimit([...viewerIds, ...(await idsOf(db, [1])), smallId], 8, (id) => grantMembership(db, id, 'platinum'));
  return {
    tokens,
    viewerIds,
    sessionIds: tokens.map((t) => t.slice(0, t.lastIndexOf('.'))),
    small: small.token,
    large: large.token,
    interestTargets: await idsOf(db, interestTargets(population)),
    photo: await findPhoto(baseUrl, tokens[0] as string),
  };
}
