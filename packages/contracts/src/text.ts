import { z } from 'zod';

/**
 * The one rule for text a client sends (body, query or path): no C0 control characters and no DEL.
 * PostgreSQL refuses NUL in text outright, and the others are invisible in every screen that shows
 * the text (OWASP ASVS 5.1.4, allow-list input validation). Multi-line text (message bodies, notes)
 * keeps tab, line feed and CR-LF; one-line text keeps none of them.
 */
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

const isControl = (code: number) => code < 0x20 || code === DEL;

export function isSingleLineText(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return false;
  return true;
}

export function isMultiLineText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isControl(code) || code === TAB || code === LF) continue;
    if (code === CR && value.charCodeAt(i + 1) === LF) continue;
    return false;
  }
  return true;
}

/** The 400's message: it names the field by its label, or by its key where it has none. */
export const notAllowedCharacters = (label: string) => `${label} contains characters that are not allowed.`;

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line string field. The rule comes first so its message is the field's first issue; the label
 * is the field's OpenAPI `title` (the API test reads it back to check the message names the field).
 */
export const singleLineString = (label: string, params?: StringParams) =>
  z.string(params).refine(isSingleLineText, notAllowedCharacters(label)).meta({ title: label });

/** A multi-line string field (tab, LF and CR-LF allowed). */
export const multiLineString = (label: string, params?: StringParams) =>
  z.string(params).refine(isMultiLineText, notAllowedCharacters(label)).meta({ title: label });

/**
 * A form post of flat text fields whose names are not ours (a payment gateway's): each value is
 * multi-line text, each name one-line text; the message names the field.
 */
export const formFieldsSchema = () =>
  z.record(z.string(), z.string()).superRefine((form, ctx) => {
    for (const [name, value] of Object.entries(form)) {
      if (!isSingleLineText(name)) {
        ctx.addIssue({ code: 'custom', path: [], message: notAllowedCharacters('A field name') });
      } else if (!isMultiLineText(value)) {
        ctx.addIssue({ code: 'custom', path: [name], message: notAllowedCharacters(name) });
      }
    }
  });
