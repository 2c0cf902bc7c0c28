import { RESTRICTED } from '@mithaq/contracts/admin';
import { MAX_ID_BYTES, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { govtIds } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { adminApi, createTestAdmin } from '../admin/admin.test-helpers.js';
import { pngImage } from '../media/test-images.js';
import { createWomanReviewer } from './selfie.test-helpers.js';

const t = useTestApp();
const staff = adminApi(t);

/** A multipart form with `idType` and `file`, in the order given. */
function form(parts: { idType?: string; file?: { bytes: Buffer; name: string; type: string } }, fileFirst = false) {
  const boundary = `----mithaq${Math.random().toString(16).slice(2)}`;
  const field =
    parts.idType === undefined
      ? []
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="idType"\r\n\r\n${parts.idType}\r\n`)];
  const file = parts.file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.name}"\r\nContent-Type: ${parts.file.type}\r\n\r\n`,
        ),
        parts.file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  const body = Buffer.concat([
    ...(fileFirst ? [...file, ...field] : [...field, ...file]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: TestMember, parts: Parameters<typeof form>[0], fileFirst = false) => {
  const { payload, headers } = form(parts, fileFirst);
  return t.app.inject({ method: 'POST', url: '/api/verify/govt-id', headers: { ...who.auth, ...headers }, payload });
};
const ownDocument = (who: TestMember) =>
  t.app.inject({ method: 'GET', url: '/api/verify/govt-id/document', headers: who.auth });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('POST /api/verify/govt-id', () => {
  it('stores an image ID encrypted and pending, shows it in the status, and serves it to its owner only', async () => {
    const member = await createMember(t.app, t.db);
    const other = await createMember(t.app, t.db);
    const png = await pngImage(120, 80);
    const res = await upload(member, {
      idType: 'Aadhar',
      file: { bytes: png, name: 'aadhaar.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      idType: 'Aadhar',
      status: 'pending',
      fileRef: '/api/verify/govt-id/document',
      reviewedAt: null,
      notes: null,
    });
    const [row] = await t.db.select().from(govtIds).where(eq(govtIds.memberId, member.id));
    expect(row?.contentType).toBe('image/png');
    const stored = await t.app.ctx.files.get(row?.storageKey ?? '');
    expect(stored?.bytes.length).toBeGreaterThan(64);
    expect(stored?.bytes.includes(png.subarray(16, 64))).toBe(false);

    const doc = await ownDocument(member);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(Buffer.compare(doc.rawPayload, png)).toBe(0);
    expect((await ownDocument(other)).statusCode).toBe(404);
    const status = await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth });
    expect(status.json().govtId).toMatchObject({ idType: 'Aadhar', status: 'pending' });

    const admin = await createTestAdmin(t);
    const staffDoc = await staff.document(admin, member.id);
    expect(Buffer.compare(staffDoc.rawPayload, png)).toBe(0);
  });

  it('takes a PDF recognised from its bytes, with the file before the type', async () => {
    const member = await createMember(t.app, t.db);
    const res = await upload(
      member,
      { idType: 'PAN', file: { bytes: PDF, name: 'pan', type: 'application/octet-stream' } },
      true,
    );
    expect(res.json()).toMatchObject({ idType: 'PAN', status: 'pending' });
    expect((await ownDocument(member)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses what is not an image or PDF, whatever its name says, and stores nothing', async () => {
    const member = await createMember(t.app, t.db);
    const res = await upload(member, {
      idType: 'PAN',
      file: { bytes: Buffer.from('<html><script>alert(1)</script>'), name: 'id.pdf', type: 'application/pdf' },
    });
    expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: VERIFICATION_MESSAGES.idNotImageOrPdf });
    expect(await t.db.select().from(govtIds).where(eq(govtIds.memberId, member.id))).toHaveLength(0);
  });

  it('answers 413 for a file over 10 MB and never saves it cut short', async () => {
    const member = await createMember(t.app, t.db);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_ID_BYTES)]);
    const res = await upload(member, { idType: 'PAN', file: { bytes: big, name: 'big.pdf', type: 'application/pdf' } });
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: VERIFICATION_MESSAGES.idTooLarge });
    expect(await t.db.select().from(govtIds).where(eq(govtIds.memberId, member.id))).toHaveLength(0);
  });

  it('needs a file and a valid type', async () => {
    const member = await createMember(t.app, t.db);
    expect((await upload(member, { idType: 'PAN' })).json().message).toBe(VERIFICATION_MESSAGES.idMissingFile);
    const res = await upload(member, {
      idType: 'DrivingLicence',
      file: { bytes: PDF, name: 'p.pdf', type: 'application/pdf' },
    });
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: VERIFICATION_MESSAGES.idTypeInvalid });
    expect(await t.db.select().from(govtIds).where(eq(govtIds.memberId, member.id))).toHaveLength(0);
  });

  it('replaces a rejected ID, but not a verified one', async () => {
    const member = await createMember(t.app, t.db);
    const admin = await createTestAdmin(t);
    const doc = { bytes: PDF, name: 'pan.pdf', type: 'application/pdf' };
    await upload(member, { idType: 'PAN', file: doc });
    await staff.decideId(admin, member.id, 'rejected', 'Blurred');
    expect((await upload(member, { idType: 'Aadhar', file: doc })).json()).toMatchObject({
      idType: 'Aadhar',
      status: 'pending',
      notes: null,
    });
    await staff.decideId(admin, member.id, 'verified');
    expect((await upload(member, { idType: 'PAN', file: doc })).json()).toEqual({
      code: 'CONFLICT',
      message: VERIFICATION_MESSAGES.idVerifiedLocked,
    });
  });
});

describe('identity documents beyond India', () => {
  it.each(['Passport', 'EmiratesID', 'Iqama', 'CNIC', 'NationalID'])(
    'takes %s, stores it encrypted, and staff review it like an Aadhaar',
    async (idType) => {
      const member = await createMember(t.app, t.db);
      const admin = await createTestAdmin(t);
      const png = await pngImage(140, 90);
      const res = await upload(member, { idType, file: { bytes: png, name: 'id.png', type: 'image/png' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ idType, status: 'pending' });
      const [row] = await t.db.select().from(govtIds).where(eq(govtIds.memberId, member.id));
      const stored = await t.app.ctx.files.get(row?.storageKey ?? '');
      expect(stored?.bytes.includes(png.subarray(16, 64))).toBe(false);

      const queued = (await staff.ids(admin)).json().find((s: { userId: string }) => s.userId === member.id);
      expect(queued?.govtId).toMatchObject({ idType, status: 'pending' });
      expect(Buffer.compare((await staff.document(admin, member.id)).rawPayload, png)).toBe(0);
      expect((await staff.decideId(admin, member.id, 'verified')).json().govtId).toMatchObject({
        idType,
        status: 'verified',
      });
      const status = await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth });
      expect(status.json().govtId).toMatchObject({ idType, status: 'verified' });
    },
  );

  it('keeps a passport of a member who asked for women reviewers from other staff', async () => {
    const member = await createMember(t.app, t.db, { gender: 'Female' });
    const doc = { bytes: PDF, name: 'passport.pdf', type: 'application/pdf' };
    expect((await upload(member, { idType: 'Passport', file: doc })).statusCode).toBe(201);
    const prefs = { method: 'PUT' as const, url: '/api/verify/preferences', headers: member.auth };
    expect((await t.app.inject({ ...prefs, payload: { womenReviewersOnly: true } })).statusCode).toBe(200);
    const other = await createTestAdmin(t, 'Omar Staff');
    expect((await staff.document(other, member.id)).statusCode).toBe(403);
    expect((await staff.profile(other, member.id)).json().govtId).toBe(RESTRICTED);
    const woman = await createWomanReviewer(t);
    expect((await staff.profile(woman, member.id)).json().govtId).toMatchObject({ idType: 'Passport' });
  });
});
