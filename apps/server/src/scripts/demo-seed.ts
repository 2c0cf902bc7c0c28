import { isoDateUtc } from '@mithaq/contracts/profile-rules';
import { hashPassword } from '../lib/password.js';
import { saveCurrentPhoto } from '../modules/media/photo-files.js';
import { grantMembership } from '../modules/membership/membership.service.js';
import type { AppContext } from '../platform/context.js';
import type { Db } from '../platform/db/client.js';
import { encodePhotoVariants } from '../platform/images/image-processing.js';
import { seedConversations } from './demo-conversations.js';
import { createRandom, DEMO_EMAIL_DOMAIN, type DemoMember, makeDemoMember } from './demo-people.js';
import { demoPortraitJpeg } from './demo-portrait.js';
import * as repo from './demo-seed.repo.js';
import { seedDemoAdmin, seedIdentityDocuments, seedTickets } from './demo-staff.js';

export const DEMO_PASSWORD = 'mithaq-demo';
export const DEMO_LOGIN = `demo@${DEMO_EMAIL_DOMAIN}`;

type Seeded = { id: string; gender: string; beard: boolean | null; fullName: string; photoBlurred: boolean };
const PENDING_PHOTOS = 5;

/** Where the seed writes: the database and the app's file store (photos and IDs). */
export type SeedTarget = Pick<AppContext, 'db' | 'files'>;

async function addPhotos(target: SeedTarget, people: Seeded[], chance: () => boolean) {
  const withPhoto: string[] = [];
  for (const [i, m] of people.entries()) {
    if (!chance()) continue;
    const jpeg = await demoPortraitJpeg(i, m.gender === 'Male' ? 'Male' : 'Female', Boolean(m.beard));
    await saveCurrentPhoto(target, m.id, await encodePhotoVariants(jpeg));
    withPhoto.push(m.id);
  }
  // A few stay pending, so the demo moderator has photos to review; never the demo member's (last).
  const demoId = people[people.length - 1]?.id;
  const pending = new Set(withPhoto.filter((id) => id !== demoId).slice(-PENDING_PHOTOS));
  await repo.approvePhotos(
    target.db,
    withPhoto.filter((id) => !pending.has(id)),
  );
  // The blur setting is about a photo: without one it would show a privacy switch that does nothing.
  await repo.unblurMembersWithoutPhoto(target.db, DEMO_EMAIL_DOMAIN);
  return { withPhoto, pending: [...pending] };
}

function demoInterests(people: Seeded[], demoId: string, r: ReturnType<typeof createRandom>): repo.DemoInterest[] {
  const women = people.filter((p) => p.gender === 'Female' && p.id !== demoId);
  const men = people.filter((p) => p.gender === 'Male' && p.id !== demoId);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const out: repo.DemoInterest[] = [];
  for (const man of men) {
    for (let k = r.int(0, 3); k > 0; k--) {
      const status = r.pick(['pending', 'pending', 'accepted', 'declined'] as const);
      const [fromId, toId] = r.chance(0.5) ? [man.id, r.pick(women).id] : [r.pick(women).id, man.id];
      out.push({ fromId, toId, status, createdAt: at(r.int(1, 40)) });
    }
  }
  // The demo member (a man) has requests waiting, matches and a sent interest on first login.
  const [w1, w2, w3, w4, w5, w6] = women;
  for (const w of [w1, w2, w3]) if (w) out.push({ fromId: w.id, toId: demoId, status: 'pending', createdAt: at(1) });
  for (const w of [w4, w5]) if (w) out.push({ fromId: w.id, toId: demoId, status: 'accepted', createdAt: at(5) });
  if (w6) out.push({ fromId: demoId, toId: w6.id, status: 'pending', createdAt: at(2) });
  return out;
}

export interface SeedOptions {
  total: number;
  force: boolean;
  /** The app's document key (lib/file-crypto.ts), so the demo IDs it stores can be opened by staff. */
  fileKey: Buffer;
}

export type SeedResult =
  | { seeded: true; members: number; photos: number; chatPartner: string | null }
  | { seeded: false; realMembers: number };

/** About one member in five bought a plan, through the same membership module payments use; answers the Gold buyers. */
async function addMemberships(db: Db, people: Seeded[], r: ReturnType<typeof createRandom>) {
  const goldBuyers: string[] = [];
  for (const m of people) {
    if (!r.chance(0.2)) continue;
    const plan = r.pick(['silver', 'gold', 'platinum'] as const);
    await grantMembership(db, m.id, plan);
    if (plan === 'gold') goldBuyers.push(m.id);
  }
  return goldBuyers;
}

/**
 * Fills the database with demo members, photos, interests and matches. Refuses when it has real
 * members, unless forced; re-running replaces the previous demo set.
 */
export async function seedDemo(target: SeedTarget, { total, force, fileKey }: SeedOptions): Promise<SeedResult> {
  const { db } = target;
  const realMembers = await repo.countNonDemoMembers(db, DEMO_EMAIL_DOMAIN);
  if (realMembers > 0 && !force) return { seeded: false, realMembers };
  await target.files.discard(await repo.deleteDemoMembers(db, DEMO_EMAIL_DOMAIN));
  const r = createRandom(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = isoDateUtc();
  const rows: DemoMember[] = Array.from({ length: total }, (_, i) => makeDemoMember(r, i, passwordHash, today));
  // Odd indexes make men (demo-people.ts), so the demo member's own preferences fit a man.
  const demo = makeDemoMember(r, total % 2 === 0 ? total + 1 : total, passwordHash, today);
  rows.push({
    ...demo,
    email: DEMO_LOGIN,
    gender: 'Male',
    fullName: 'Yusuf Demo',
    hijab: null,
    beard: true,
    photoBlurred: false,
  });
  const people = await repo.insertMembers(db, rows);
  await repo.placeDemoMembers(db, DEMO_EMAIL_DOMAIN);
  const demoId = people[people.length - 1]?.id ?? '';
  const photos = await addPhotos(target, people, () => r.chance(0.75));
  const goldBuyers = await addMemberships(db, people, r);
  const interests = demoInterests(people, demoId, r);
  await repo.insertInterests(db, interests);
  await repo.insertDemoNotifications(db, demoId, interests);
  const demoMatches = interests.filter((i) => i.toId === demoId && i.status === 'accepted').map((i) => i.fromId);
  await seedConversations(db, demoId, demoMatches, r);
  await seedDemoAdmin(db);
  // The demo member keeps no ID, so a visitor can try the upload on the Verification page.
  const others = people.slice(0, -1);
  await seedIdentityDocuments(target, fileKey, others, r);
  const approved = new Set(photos.withPhoto.filter((id) => !photos.pending.includes(id)));
  await seedTickets(db, {
    photoPending: photos.pending[0],
    // Asks how to hide her photo: a woman whose approved photo is not blurred yet.
    womanWithPhoto: others.find((p) => p.gender === 'Female' && approved.has(p.id) && !p.photoBlurred)?.id,
    goldBuyer: goldBuyers.find((id) => id !== demoId),
  });
  return {
    seeded: true,
    members: people.length,
    photos: photos.withPhoto.length,
    chatPartner: await repo.emailOf(db, demoMatches[0]),
  };
}
