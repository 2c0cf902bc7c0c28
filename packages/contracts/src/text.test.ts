import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginSchema, RegisterSchema } from './auth.js';
import { SendMessageSchema } from './messaging.js';
import { GatewayFormSchema } from './payments.js';
import { UpdateProfileSchema } from './profiles-api.js';
import { CreateTicketSchema } from './support.js';
import {
  isMultiLineText,
  isSecretText,
  isSingleLineText,
  multiLineString,
  notAllowedCharacters,
  singleLineString,
} from './text.js';
import { ContactUpdateSchema } from './verification.js';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI: Unicode's explicit direction formatting characters. */
const DIRECTION_CODES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const hex = (code: number) => `U+${code.toString(16).toUpperCase()}`;
const [LRE, RLE, PDF, LRO, RLO] = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'] as const;
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069'] as const;
const firstMessage = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('one-line text', () => {
  it('refuses every C0 control character and DEL, tab and line breaks included', () => {
    for (const control of [...C0, '\u007f'])
      expect(isSingleLineText(`a${control}b`), JSON.stringify(control)).toBe(false);
  });

  it('refuses every direction formatting character, U+202A to U+202E and U+2066 to U+2069', () => {
    for (const code of DIRECTION_CODES) {
      expect(isSingleLineText(`Aisha${String.fromCharCode(code)}Rahman`), hex(code)).toBe(false);
    }
    expect(isSingleLineText(`${RLI}عائشة${PDI}`), 'even balanced').toBe(false);
  });

  it('keeps the direction marks that format nothing (LRM, RLM, ALM) and the neighbouring code points', () => {
    for (const text of ['a\u200eb', 'a\u200fb', 'a\u061cb', 'a\u2029b', 'a\u202fb', 'a\u2065b', 'a\u206ab'])
      expect(isSingleLineText(text), text).toBe(true);
  });

  it('keeps printable text of any script, and the C1 range PostgreSQL stores', () => {
    for (const text of ['', 'Aisha Rahman', 'عائشة', 'आयशा', 'emoji 🙂', "O'Brien & co. <b>", '\u0085\u00a0'])
      expect(isSingleLineText(text), text).toBe(true);
  });
});

describe('multi-line text', () => {
  it('keeps tab, line feed and CR-LF', () => {
    expect(isMultiLineText('Dear team,\r\n\tline two\nline three')).toBe(true);
  });

  it('refuses NUL, a lone CR, DEL and every other C0 control', () => {
    const allowed = new Set(['\t', '\n']);
    for (const control of [...C0.filter((c) => !allowed.has(c)), '\u007f'])
      expect(isMultiLineText(`a${control}b`), JSON.stringify(control)).toBe(false);
    expect(isMultiLineText('ends with CR\r')).toBe(false);
  });

  it('keeps direction formatting characters each closed by its own closer on the same line', () => {
    for (const text of [
      `Salaam ${RLE}عائشة${PDF} and ${LRE}Aisha${PDF}`,
      `${LRO}x${PDF} ${RLO}y${PDF}`,
      `${LRI}a${PDI} ${RLI}b${PDI} ${FSI}c${PDI}`,
      `nested ${RLI}a ${LRE}b${PDF} c${PDI}\nnext line ${FSI}d${PDI}`,
    ])
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses each opener left open, each closer with nothing to close, and a pair split by a line break', () => {
    for (const opener of [LRE, RLE, LRO, RLO, LRI, RLI, FSI])
      expect(isMultiLineText(`a${opener}b`), hex(opener.charCodeAt(0))).toBe(false);
    for (const closer of [PDF, PDI]) expect(isMultiLineText(`a${closer}b`), hex(closer.charCodeAt(0))).toBe(false);
    expect(isMultiLineText(`${RLO}line one\nline two${PDF}`), 'across lines').toBe(false);
    expect(isMultiLineText(`${RLO}a${PDI}`), 'wrong closer').toBe(false);
    expect(isMultiLineText(`${RLI}a${LRE}b${PDI}c${PDF}`), 'crossed pairs').toBe(false);
    expect(isMultiLineText(`${PDF}${RLO}`), 'closer before opener').toBe(false);
  });
});

describe('string fields', () => {
  it('answer with the message naming the field, before any other check of the field', () => {
    const field = singleLineString('Full name').trim().min(5, 'too short');
    expect(firstMessage(field.safeParse('\u0000'))).toBe('Full name contains characters that are not allowed.');
    expect(firstMessage(multiLineString('Notes').safeParse('a\u0000'))).toBe(notAllowedCharacters('Notes'));
  });

  it('keep the field type error for a value that is not text', () => {
    expect(firstMessage(singleLineString('City', { error: 'City is required' }).safeParse(undefined))).toBe(
      'City is required',
    );
  });

  it('carry the label as the OpenAPI title', () => {
    const schema = z.object({ city: singleLineString('City').trim().max(10).optional() });
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { title?: string }> };
    expect(json.properties.city?.title).toBe('City');
  });
});

describe('request schemas', () => {
  it('name the field holding NUL (register, login, profile, contact)', () => {
    expect(firstMessage(RegisterSchema.shape.fullName.safeParse('Ai\u0000sha'))).toBe(
      'Full name contains characters that are not allowed.',
    );
    expect(firstMessage(RegisterSchema.shape.email.safeParse('a\u0000@example.com'))).toBe(
      'Email contains characters that are not allowed.',
    );
    expect(firstMessage(LoginSchema.safeParse({ email: 'a@example.com', password: 'x\u0000' }))).toBe(
      'Password contains characters that are not allowed.',
    );
    expect(firstMessage(UpdateProfileSchema.safeParse({ partner: { region: 'South\u0000' } }))).toBe(
      "Partner's region contains characters that are not allowed.",
    );
    expect(firstMessage(UpdateProfileSchema.safeParse({ profession: 'Doctor\u0000' }))).toBe(
      'Profession contains characters that are not allowed.',
    );
    expect(firstMessage(ContactUpdateSchema.safeParse({ phone: '+91 98\u00007654321' }))).toBe(
      'Phone contains characters that are not allowed.',
    );
  });

  it('name the one-line field holding a right-to-left override (name, city, subject)', () => {
    expect(firstMessage(RegisterSchema.shape.fullName.safeParse(`Aisha ${RLO}namhaR`))).toBe(
      'Full name contains characters that are not allowed.',
    );
    expect(firstMessage(UpdateProfileSchema.safeParse({ city: `Pune${RLO}` }))).toBe(
      'City contains characters that are not allowed.',
    );
    expect(firstMessage(CreateTicketSchema.safeParse({ subject: `Refund ${LRI}x${PDI}`, message: 'x' }))).toBe(
      'Subject contains characters that are not allowed.',
    );
    expect(CreateTicketSchema.safeParse({ subject: 'Refund', message: `Name: ${RLI}عائشة${PDI}` }).success).toBe(true);
    expect(firstMessage(CreateTicketSchema.safeParse({ subject: 'Refund', message: `Name: ${RLO}x` }))).toBe(
      'Message contains characters that are not allowed.',
    );
  });

  it('keep line breaks in message bodies but not in a subject', () => {
    expect(SendMessageSchema.safeParse({ content: 'Salaam,\r\nhow are you?' }).success).toBe(true);
    expect(CreateTicketSchema.safeParse({ subject: 'Help', message: 'Line one\nLine two' }).success).toBe(true);
    expect(firstMessage(CreateTicketSchema.safeParse({ subject: 'Help\nme', message: 'x' }))).toBe(
      'Subject contains characters that are not allowed.',
    );
  });

  it('name the gateway form field that holds a control character', () => {
    expect(GatewayFormSchema.safeParse({ txnid: 'abc', field9: 'Declined\r\nby bank' }).success).toBe(true);
    const refused = GatewayFormSchema.safeParse({ txnid: 'a\u0000b' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['txnid'], message: notAllowedCharacters('txnid') });
  });
});

describe('passwords', () => {
  it('keep direction formatting characters, so a password chosen with one still signs its member in', () => {
    const password = 'correct\u202ehorse\u2067battery';
    expect(LoginSchema.safeParse({ email: 'amina@example.com', password }).success).toBe(true);
    expect(isSecretText(password)).toBe(true);
  });

  it('still refuse control characters, naming the field', () => {
    const result = LoginSchema.safeParse({ email: 'amina@example.com', password: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(notAllowedCharacters('Password'));
  });
});
