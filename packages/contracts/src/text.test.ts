import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginSchema, RegisterSchema } from './auth.js';
import { SendMessageSchema } from './messaging.js';
import { GatewayFormSchema } from './payments.js';
import { UpdateProfileSchema } from './profiles-api.js';
import { CreateTicketSchema } from './support.js';
import { isMultiLineText, isSingleLineText, multiLineString, notAllowedCharacters, singleLineString } from './text.js';
import { ContactUpdateSchema } from './verification.js';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const firstMessage = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('one-line text', () => {
  it('refuses every C0 control character and DEL, tab and line breaks included', () => {
    for (const control of [...C0, '\u007f'])
      expect(isSingleLineText(`a${control}b`), JSON.stringify(control)).toBe(false);
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
