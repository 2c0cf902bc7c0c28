/**
 * The people the signed-in pages show: demo members with portraits (the demo seed, run beside the
 * app as `npm run seed:demo` would be) and members of our own, registered and profiled through the
 * real HTTP API: the member the pages are measured for, and the women who send him interests (his
 * notifications), one of whom he matches and writes with (his conversation, both made premium by
 * `npm run membership:grant` as support would).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { RegisterInput } from '@mithaq/contracts/auth';
import type { UpdateProfileInput } from '@mithaq/contracts/profiles-api';
import { repoRoot } from '../built-server.js';

const run = promisify(execFile);

/** Demo members with photos, interests and matches, written straight to the app's database. */
export async function seedDemoMembers(dataDir: string, count: number): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/seed-demo.ts', `--count=${count}`], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
}

const registration = (person: Pick<RegisterInput, 'fullName' | 'gender' | 'age'>): RegisterInput => ({
  ...person,
  email: `lighthouse-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct-horse-1',
  city: 'Hyderabad',
  profession: 'Engineer',
  sect: 'Sunni',
});

const MEASURED_MEMBER = { fullName: 'Yusuf Rahman', gender: 'Male', age: 29 } as const;
/** The first matches him and writes with him; the others' interests wait in his notifications. */
const ADMIRERS = [
  { fullName: 'Aisha Siddiqui', gender: 'Female', age: 26 },
  { fullName: 'Maryam Qureshi', gender: 'Female', age: 25 },
  { fullName: 'Zainab Hussain', gender: 'Female', age: 27 },
] as const;

/** The conversation /messages opens: a few lines each way, the last two unread by him. */
const CONVERSATION: [from: 'her' | 'him', text: string][] = [
  ['her', 'Assalamu alaikum. Thank you for accepting my interest.'],
  ['him', 'Wa alaikum assalam! My family would be glad to hear more about yours.'],
  ['her', 'We are a small family in the city; my father is a retired teacher.'],
  ['him', 'JazakAllah khair for sharing. Shall our parents speak this weekend?'],
  ['her', 'That would be good, insha’Allah. Saturday after Asr suits them.'],
  ['her', 'I will send you my father’s number tomorrow.'],
];

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

async function requestJson(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  body?: object,
  token?: string,
): Promise<unknown> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text);
}

interface ApiMember {
  id: string;
  email: string;
  token: string;
}

/** Registers a member (POST /api/auth/register), completes the profile (PUT /api/profiles/me). */
async function createProfiledMember(
  baseUrl: string,
  person: Pick<RegisterInput, 'fullName' | 'gender' | 'age'>,
): Promise<ApiMember> {
  const input = registration(person);
  const { token } = (await requestJson(`${baseUrl}/api/auth/register`, 'POST', input)) as { token: string };
  await requestJson(`${baseUrl}/api/profiles/me`, 'PUT', completeProfile, token);
  const me = (await requestJson(`${baseUrl}/api/auth/me`, 'GET', undefined, token)) as { _id: string };
  return { id: me._id, email: input.email, token };
}

/** Premium the way support grants it (`npm run membership:grant`): messaging needs it. */
async function grantPremium(dataDir: string, email: string): Promise<void> {
  await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/scripts/grant-membership.ts', '--email', email, '--plan', 'gold'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
  );
}

export interface MeasuredMember {
  token: string;
  /** The profile id of the match whose conversation /messages opens. */
  matchId: string;
}

/**
 * The member the signed-in pages are measured for: profiled, with interests from three women
 * (notifications), a match with the first and a conversation with her, through the real API.
 */
export async function createMeasuredMember(baseUrl: string, dataDir: string): Promise<MeasuredMember> {
  const him = await createProfiledMember(baseUrl, MEASURED_MEMBER);
  const admirers = await Promise.all(ADMIRERS.map((person) => createProfiledMember(baseUrl, person)));
  for (const her of admirers) {
    await requestJson(`${baseUrl}/api/profiles/${him.id}/interest`, 'POST', {}, her.token);
  }
  const [match] = admirers;
  if (!match) throw new Error('No admirer to match with');
  await requestJson(`${baseUrl}/api/profiles/${match.id}/accept-interest`, 'POST', undefined, him.token);
  await grantPremium(dataDir, him.email);
  await grantPremium(dataDir, match.email);
  for (const [from, text] of CONVERSATION) {
    const [sender, receiver] = from === 'her' ? [match, him] : [him, match];
    await requestJson(`${baseUrl}/api/messages/${receiver.id}`, 'POST', { content: text }, sender.token);
  }
  return { token: him.token, matchId: match.id };
}
