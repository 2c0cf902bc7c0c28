import { PHOTO_FIELD } from '@mithaq/contracts/media';
import { MESSAGES } from '@mithaq/contracts/messages';
import { KNOWN_SCAM_IMAGE_FIELD, KNOWN_SCAM_NOTE_FIELD } from '@mithaq/contracts/safety/photo-flags';
import { SELFIE_FILE_FIELD } from '@mithaq/contracts/selfie';
import { notAllowedCharacters } from '@mithaq/contracts/text';
import { ID_FILE_FIELD } from '@mithaq/contracts/verification';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestAdmin } from './modules/admin/admin.test-helpers.js';
import { createTestGuardian, type TestGuardian } from './modules/guardians/guardians.test-helpers.js';
import { pngImage } from './modules/media/test-images.js';
import { createMember, type TestMember } from './test/factories.js';
import {
  FREE_KEY,
  isFreeText,
  type Operation,
  operationsOf,
  placeAt,
  type StringField,
  sampleOf,
  stringFieldsOf,
} from './test/openapi-walk.js';
import { useTestApp } from './test/test-app.js';

/**
 * Every string a client sends, in a body, a query or a path, holding NUL or an unclosed right-to-left
 * override: never a 5xx, and where the request reaches validation a 400 naming the field (contracts
 * text.ts). Walked from the OpenAPI document, so a new route is covered without being listed here.
 */
const t = useTestApp();
const NUL_TEXT = 'a\u0000b';
const RLO_TEXT = 'a\u202eb';

let member: TestMember;
let admin: TestAdmin;
let guardian: TestGuardian;
let operations: Operation[];

beforeAll(async () => {
  member = await createMember(t.app, t.db);
  admin = await createTestAdmin(t);
  guardian = await createTestGuardian(t, member);
  operations = operationsOf(t.app.swagger());
});

const isStaffRoute = (path: string) => path.startsWith('/api/admin/');
const isGuardianRoute = (path: string) => path.startsWith('/api/guardian-view/');
const authFor = (path: string) => {
  if (isGuardianRoute(path)) return guardian.auth;
  return isStaffRoute(path) ? admin.auth : member.auth;
};

interface Attack {
  name: string;
  request: InjectOptions;
  /** The message a 400 must carry, when the field is plain text and so must name itself. */
  message: string | null;
}

/** The field's name in the 400: its label (the OpenAPI title), else its key. */
function expectedMessage(field: StringField, key: string): string | null {
  if (field.schema.title) return notAllowedCharacters(field.schema.title);
  return isFreeText(field.schema) ? notAllowedCharacters(key) : null;
}

function requestFor(
  op: Operation,
  values: { path: Record<string, string>; query: Record<string, string> },
  body: unknown,
) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.path[name] ?? ''));
  const query = new URLSearchParams(values.query).toString();
  const request: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers: { ...authFor(op.path) },
  };
  if (!op.body) return request;
  if (op.body.mediaType === 'application/x-www-form-urlencoded') {
    request.headers = { ...request.headers, 'content-type': op.body.mediaType };
    request.payload = new URLSearchParams(body as Record<string, string>).toString();
  } else {
    request.payload = body as object;
  }
  return request;
}

/** Passwords (contracts text.ts secretString) keep direction characters; NUL is refused there too. */
const isSecret = (field: StringField) => field.schema.format === 'password';

/** One request per string field of the operation, that field holding `bad` and the rest valid. */
function attacksOn(op: Operation, bad: string): Attack[] {
  const applies = (field: StringField) => bad === NUL_TEXT || !isSecret(field);
  const valid = { path: {} as Record<string, string>, query: {} as Record<string, string> };
  for (const p of op.parameters) {
    if (p.in === 'path' || (p.in === 'query' && p.required)) valid[p.in][p.name] = String(sampleOf(p.schema, p.name));
  }
  const validBody = op.body ? sampleOf(op.body.schema) : undefined;
  const attacks: Attack[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    for (const field of stringFieldsOf(p.schema).filter(applies)) {
      const values = { ...valid, [p.in]: { ...valid[p.in as 'path' | 'query'], [p.name]: bad } };
      attacks.push({
        name: `${op.method} ${op.path} ${p.in} ${p.name}`,
        request: requestFor(op, values, validBody),
        message: expectedMessage(field, p.name),
      });
    }
  }
  for (const field of op.body ? stringFieldsOf(op.body.schema).filter(applies) : []) {
    const key = String(field.at.filter((k) => typeof k === 'string').at(-1) ?? FREE_KEY);
    attacks.push({
      name: `${op.method} ${op.path} body ${field.at.join('.')}`,
      request: requestFor(op, valid, placeAt(field.around, field.at, bad)),
      message: expectedMessage(field, key),
    });
  }
  return attacks;
}

describe.each([
  ['NUL', NUL_TEXT],
  ['U+202E', RLO_TEXT],
])('%s in every string field of every route', (_, bad) => {
  it('finds the routes and their string fields', () => {
    const attacks = operations.flatMap((op) => attacksOn(op, bad));
    // Register, login, browse, support, staff, payments, the sandbox gateway: far more than a handful.
    expect(operations.length).toBeGreaterThan(50);
    expect(attacks.length).toBeGreaterThan(80);
    expect(attacks.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register body fullName',
        'GET /api/profiles query location',
        'GET /api/profiles/{id} path id',
        'POST /payment/sandbox/complete body field',
      ]),
    );
  });

  it('answers 400 naming the field, never a 5xx', async () => {
    const problems: string[] = [];
    for (const attack of operations.flatMap((op) => attacksOn(op, bad))) {
      const res = await t.app.inject(attack.request);
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
      if (res.statusCode !== 400) problems.push(`${attack.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (attack.message && body.message !== attack.message)
        problems.push(`${attack.name}: "${body.message}" (expected "${attack.message}")`);
    }
    expect(problems).toEqual([]);
  });
});

/** The file field of each multipart route, and its other fields with a valid value. */
const MULTIPART_FORMS: Record<string, { file: string; fields: Record<string, string> }> = {
  '/api/upload': { file: PHOTO_FIELD, fields: {} },
  '/api/verify/govt-id': { file: ID_FILE_FIELD, fields: { idType: 'Aadhar' } },
  '/api/verify/selfie': { file: SELFIE_FILE_FIELD, fields: { challengeId: '6b1f3c1e-2a4d-4c8e-9f10-2b3c4d5e6f70' } },
  '/api/admin/known-scam-images': {
    file: KNOWN_SCAM_IMAGE_FIELD,
    fields: { [KNOWN_SCAM_NOTE_FIELD]: 'Seen in a report' },
  },
};
const BOUNDARY = 'mithaq-walk-boundary';

function multipart(form: { file: string; fields: Record<string, string> }, file: Buffer) {
  const fieldParts = Object.entries(form.fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${form.file}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(fieldParts.join('') + fileHead), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

describe('multipart routes', () => {
  const multipartRoutes = () =>
    t.app.registeredRoutes
      .filter((r) => (r.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'))
      .map((r) => r.url);

  it('are all in the OpenAPI document and known to this walk', () => {
    const routes = multipartRoutes();
    expect(routes.sort()).toEqual(Object.keys(MULTIPART_FORMS).sort());
    for (const url of routes) expect(operations.some((op) => op.path === url && op.method === 'POST')).toBe(true);
  });

  it('answer 400 to a form without a boundary or cut short, and to NUL in a field; nothing is stored', async () => {
    const png = await pngImage(32, 32);
    for (const url of multipartRoutes()) {
      const form = MULTIPART_FORMS[url];
      if (!form) throw new Error(`no form for ${url}`);
      const whole = multipart(form, png);
      const post = (contentType: string, payload: Buffer) =>
        t.app.inject({ method: 'POST', url, headers: { ...authFor(url), 'content-type': contentType }, payload });

      const noBoundary = await post('multipart/form-data', whole);
      expect(noBoundary.statusCode, `${url} without a boundary`).toBe(400);
      expect(noBoundary.json()).toEqual({ code: 'BAD_UPLOAD', message: MESSAGES.badUpload });

      const cut = await post(`multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, whole.length - 40));
      expect(cut.statusCode, `${url} cut short`).toBe(400);
      expect(cut.json()).toEqual({ code: 'BAD_UPLOAD', message: MESSAGES.badUpload });

      for (const name of Object.keys(form.fields)) {
        const withNul = multipart({ ...form, fields: { ...form.fields, [name]: NUL_TEXT } }, png);
        const res = await post(`multipart/form-data; boundary=${BOUNDARY}`, withNul);
        expect(res.statusCode, `${url} field ${name} holding NUL`).toBe(400);
      }
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/verify/status', headers: member.auth });
    expect(status.json().govtId).toBeNull();
    expect(status.json().selfie.status).toBe('none');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(me.json().photoStatus).toBeNull();
  });
});
