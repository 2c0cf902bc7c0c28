import sharp from 'sharp';
import { hashPassword } from '../lib/password.js';
import { findAdminByEmail, updateAdminPassword } from '../modules/admin/admin-auth.repo.js';
import { createAdmin } from '../modules/admin/admin-auth.service.js';
import { decideGovtId, storeGovtId } from '../modules/verification/govt-id.service.js';
import type { AppContext } from '../platform/context.js';
import type { Db } from '../platform/db/client.js';
import { type createRandom, DEMO_EMAIL_DOMAIN } from './demo-people.js';
import * as repo from './demo-seed.repo.js';

export const DEMO_ADMIN_LOGIN = `admin@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_ADMIN_PASSWORD = 'mithaq-admin-demo';

/** The demo staff account; a re-run keeps its history (the audit log) and resets its password. */
export async function seedDemoAdmin(db: Db): Promise<void> {
  const existing = await findAdminByEmail(db, DEMO_ADMIN_LOGIN);
  if (existing) {
    await updateAdminPassword(db, existing.id, {
      name: 'Demo Moderator',
      passwordHash: await hashPassword(DEMO_ADMIN_PASSWORD),
    });
    return;
  }
  await createAdmin({ db }, { name: 'Demo Moderator', email: DEMO_ADMIN_LOGIN, password: DEMO_ADMIN_PASSWORD });
}

/** A plainly fake ID card, drawn locally: 'SPECIMEN' and no real number. */
function specimenCard(name: string, idType: 'Aadhar' | 'PAN'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" rx="24" fill="${idType === 'PAN' ? '#dfe9f7' : '#f7efdf'}"/>
  <rect x="32" y="96" width="150" height="190" rx="12" fill="#c9d3cf"/>
  <text x="32" y="64" font-family="sans-serif" font-size="30" font-weight="700" fill="#0b5d4b">${idType} (demo)</text>
  <text x="210" y="150" font-family="sans-serif" font-size="28" fill="#222">${name.replace(/[<&>]/g, '')}</text>
  <text x="210" y="200" font-family="sans-serif" font-size="22" fill="#555">XXXX XXXX 0000</text>
  <text x="120" y="360" font-family="sans-serif" font-size="56" font-weight="700" fill="#b3261e" opacity="0.35">SPECIMEN</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Who wrote each demo ticket, so its story fits the member (a pending photo, a woman's photo, a plan). */
export interface TicketAuthors {
  photoPending?: string;
  womanWithPhoto?: string;
  goldBuyer?: string;
}

const TICKETS: { author: keyof TicketAuthors; subject: string; message: string; hoursAgo: number }[] = [
  {
    author: 'photoPending',
    subject: 'My photo is still pending',
    message: 'I uploaded a new photo yesterday. When will it be approved?',
    hoursAgo: 30,
  },
  {
    author: 'womanWithPhoto',
    subject: 'How do I hide my photo?',
    message: 'I would like only my matches to see my picture. Is that possible?',
    hoursAgo: 3,
  },
  {
    author: 'goldBuyer',
    subject: 'Refund for Gold plan',
    message: 'I bought Gold by mistake instead of Silver. Can I get a refund?',
    hoursAgo: 50,
  },
];

/** Open support tickets for the demo moderator; a ticket without a fitting author is left out. */
export async function seedTickets(db: Db, authors: TicketAuthors): Promise<void> {
  for (const { author, ...ticket } of TICKETS) {
    const memberId = authors[author];
    if (memberId) await repo.insertDemoTicket(db, memberId, ticket);
  }
}

const PENDING_IDS = 4;
const VERIFIED_SHARE = 0.6;
const REJECTION_NOTE = 'The document is too blurred to read. Please upload a clearer scan.';

/**
 * Government IDs, each stored and decided the way members and staff do it, so every Verified badge
 * has a verified document behind it and no pending one does: the first four wait for the demo
 * moderator, the fifth was rejected with a note, and about 60% of the rest are verified.
 */
export async function seedIdentityDocuments(
  target: Pick<AppContext, 'db' | 'files'>,
  fileKey: Buffer,
  people: { id: string; fullName: string }[],
  r: ReturnType<typeof createRandom>,
): Promise<void> {
  for (const [i, m] of people.entries()) {
    const status = i < PENDING_IDS ? 'pending' : i === PENDING_IDS ? 'rejected' : 'verified';
    if (status === 'verified' && !r.chance(VERIFIED_SHARE)) continue;
    const idType = i % 2 === 0 ? 'Aadhar' : 'PAN';
    await storeGovtId(target, fileKey, m.id, idType, await specimenCard(m.fullName, idType));
    if (status !== 'pending') {
      await decideGovtId(target.db, m.id, { status, notes: status === 'rejected' ? REJECTION_NOTE : undefined });
    }
  }
}
