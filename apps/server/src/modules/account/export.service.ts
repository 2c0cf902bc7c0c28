import { Readable } from 'node:stream';
import { ACCOUNT_MESSAGES } from '@mithaq/contracts/account';
import { ZipFile } from 'yazl';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { getCurrentMember } from '../auth/auth.service.js';
import { findMemberById } from '../members/index.js';
import { namesSeenBy } from '../members/shown-name.js';
import { isPremium } from '../membership/membership.js';
import { getNotificationSettings } from '../notifications/notifications.service.js';
import { paymentHistory } from '../payments/payments.service.js';
import { photoAccessForExport } from '../photo-sharing/photo-sharing.service.js';
import { pushDevicesForExport } from '../push/push.service.js';
import { listOwnReports } from '../reports/reports.service.js';
import { listMemberTickets } from '../support/support.service.js';
import { verificationStatus } from '../verification/verification.service.js';
import * as repo from './account.repo.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything stored about the member, as JSON: other members appear by id and name only; received
 * messages appear only if the member may read them (the same rule as the app).
 */
async function exportDocument(ctx: AppContext, memberId: string) {
  const now = new Date();
  const [profile, row, interests, messages, blocks, verification, payments, tickets, reports, pushDevices] =
    await Promise.all([
      getCurrentMember(ctx, memberId),
      findMemberById(ctx.db, memberId),
      repo.interestsOf(ctx.db, memberId),
      repo.messagesOf(ctx.db, memberId),
      repo.blockedBy(ctx.db, memberId),
      verificationStatus(ctx, memberId),
      paymentHistory(ctx, memberId),
      listMemberTickets(ctx, memberId),
      listOwnReports(ctx, memberId),
      pushDevicesForExport(ctx, memberId),
    ]);
  const [notifications, notificationSettings, photoAccess] = await Promise.all([
    repo.notificationsOf(ctx.db, memberId),
    getNotificationSettings(ctx.db, memberId),
    photoAccessForExport(ctx, memberId),
  ]);
  const canRead = row ? isPremium(row, now) : false;
  // Others appear in her export as she sees them on the site (docs/decisions/0054-short-names.md).
  const nameOf = await namesSeenBy(ctx.db, memberId, [
    ...interests.map((i) => i.other),
    ...notifications.flatMap((n) => (n.other ? [n.other] : [])),
  ]);
  return {
    exportedAt: now.toISOString(),
    about: 'Everything Mithaq stores about your account. Other members appear only by id and name.',
    profile,
    interests: interests.map(({ interest, other }) => ({
      direction: interest.fromId === memberId ? 'sent' : 'received',
      member: { _id: other.id, fullName: nameOf(other) },
      status: interest.status,
      sentAt: interest.createdAt.toISOString(),
      answeredAt: iso(interest.respondedAt),
    })),
    matches: interests
      .filter(({ interest }) => interest.status === 'accepted')
      .map(({ other, interest }) => ({ _id: other.id, fullName: other.fullName, since: iso(interest.respondedAt) })),
    messages: messages
      .filter((m) => m.senderId === memberId || canRead)
      .map((m) => ({
        direction: m.senderId === memberId ? 'sent' : 'received',
        with: m.senderId === memberId ? m.receiverId : m.senderId,
        content: m.content,
        sentAt: m.createdAt.toISOString(),
        deliveredAt: iso(m.deliveredAt),
        readAt: iso(m.readAt),
      })),
    lockedMessagesNotIncluded: canRead ? 0 : messages.filter((m) => m.receiverId === memberId).length,
    blocked: blocks.map((b) => ({ _id: b.blockedId, since: b.createdAt.toISOString() })),
    verification,
    payments,
    supportTickets: tickets,
    reportsYouMade: reports,
    notifications: notifications.map(({ notification: n, other }) => ({
      type: n.type,
      member: other ? { _id: other.id, fullName: nameOf(other) } : null,
      data: n.data,
      createdAt: n.createdAt.toISOString(),
      readAt: iso(n.readAt),
    })),
    notificationSettings,
    pushNotificationDevices: pushDevices,
    photoAccess: { matchesSeePhotos: row?.matchesSeePhotos ?? true, ...photoAccess },
  };
}

/**
 * `GET /api/me/export`: a ZIP with mithaq-data.json and the member's photo; once an hour. Everything
 * that can fail is read before the stream starts, so a failure is still a clean 4xx.
 */
export async function exportMemberData(ctx: AppContext, memberId: string): Promise<Readable> {
  await ctx.rateLimiter.hit(`export:${memberId}`, {
    limit: 1,
    windowSeconds: 3600,
    message: ACCOUNT_MESSAGES.exportTooSoon,
  });
  const document = await exportDocument(ctx, memberId);
  const row = await findMemberById(ctx.db, memberId);
  if (!row) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.exportFailed);
  const photoKey = row.photoId ? await repo.displayFileKey(ctx.db, row.photoId) : null;
  // Read through the app from either storage: the export is rare and one photo is small.
  const photo = photoKey ? await ctx.files.get(photoKey) : null;
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'mithaq-data.json');
  if (photo) zip.addBuffer(photo.bytes, 'photos/profile-photo.webp');
  zip.end();
  return Readable.from(zip.outputStream);
}
