/**
 * The people the signed-in dashboard shows: demo members with portraits (the demo seed, run beside
 * the app as `npm run seed:demo` would be) and one member of our own, registered and profiled
 * through the real HTTP API.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { RegisterInput, UpdateProfileInput } from '@mithaq/contracts';
import { repoRoot } from '../built-server.js';

const run = promisify(execFile);

/** Demo members with photos, interests and matches, written straight to the app's database. */
export async function seedDemoMembers(dataDir: string, count: number): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/seed-demo.ts', `--count=${count}`], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
}

const registration = (): RegisterInput => ({
  fullName: 'Yusuf Rahman',
  email: `lighthouse-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct-horse-1',
  age: 29,
  gender: 'Male',
  city: 'Hyderabad',
  profession: 'Engineer',
  sect: 'Sunni',
});

/** Every field the completeness meter counts, so the profile wizard stays closed. */
const completeProfile: UpdateProfileInput = {
  dob: '1997-03-14',
  maritalStatus: 'Never Married',
  height: '5 ft 10 in',
  madhab: 'Hanafi',
  caste: 'Syed',
  language: 'Urdu',
  region: 'Hyderabad / Deccan',
  education: 'Masters',
  field: 'Engineering / Technology',
  fatherName: 'Abdul Rahman',
  fatherProfession: 'Business',
  motherName: 'Fatima Rahman',
  motherProfession: 'Teacher',
  familyType: 'Nuclear',
  siblings: 'One sister',
  familyValues: 'Moderate',
  religiousEnvironment: 'Practising',
  partner: {
    ageMin: 24,
    ageMax: 29,
    height: '5 ft 2 in - 5 ft 8 in',
    education: 'Bachelors or above',
    profession: 'Any',
    religiousCommitment: 'Moderate',
    sect: 'Sunni',
    region: 'South India',
    familyBackground: 'Educated, practising family',
  },
};

async function postJson(url: string, method: 'POST' | 'PUT', body: object, token?: string): Promise<unknown> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** Registers a member (POST /api/auth/register), completes the profile (PUT /api/profiles/me), returns the token. */
export async function createProfiledMember(baseUrl: string): Promise<string> {
  const { token } = (await postJson(`${baseUrl}/api/auth/register`, 'POST', registration())) as { token: string };
  await postJson(`${baseUrl}/api/profiles/me`, 'PUT', completeProfile, token);
  return token;
}
