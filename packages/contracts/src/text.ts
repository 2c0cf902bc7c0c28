import { z } from 'zod';

/**
 * The one rule for text a client sends (body, query or path): no C0 control characters and no DEL.
 * PostgreSQL refuses NUL in text outright, and the others are invisible in every screen that shows
 * the text (OWASP ASVS 5.1.4, allow-list input validation). Multi-line text (message bodies, notes)
 * keeps tab, line feed and CR-LF; one-line text keeps none of them.
 *
 * The same goes for the explicit direction formatting characters of Unicode's bidirectional algorithm
 * (UAX #9 section 2: LRE, RLE, PDF, LRO, RLO U+202A-U+202E; LRI, RLI, FSI, PDI U+2066-U+2069): in a
 * name, a city or a subject they make text read as something else in emails and lists (CVE-2021-42574,
 * "Trojan Source"). One-line text keeps none; multi-line text keeps them only balanced within each
 * line, every opener closed by its own closer, so nothing leaks past the end of the line
 * (docs/decisions/0049-direction-formatting-characters.md).
 */
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;
/** LRE, RLE, LRO, RLO open an embedding or override; PDF (U+202C) closes one. */
const EMBEDDING_OPENERS = new Set([0x202a, 0x202b, 0x202d, 0x202e]);
const PDF = 0x202c;
/** LRI, RLI, FSI open an isolate; PDI (U+2069) closes one. */
const ISOLATE_OPENERS = new Set([0x2066, 0x2067, 0x2068]);
const PDI = 0x2069;

const isControl = (code: number) => code < 0x20 || code === DEL;
const isDirectionFormatting = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** A secret's rule: no control characters, the direction formatting ones allowed (see secretString). */
export function isSecretText(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return false;
  return true;
}

export function isSingleLineText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) || isDirectionFormatting(code)) return false;
  }
  return true;
}

/** Whether each line's direction formatting characters pair up, nested, like brackets. */
function hasBalancedDirections(value: string): boolean {
  for (const line of value.split('\n')) {
    const open: number[] = [];
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      if (EMBEDDING_OPENERS.has(code)) open.push(PDF);
      else if (ISOLATE_OPENERS.has(code)) open.push(PDI);
      else if ((code === PDF || code === PDI) && open.pop() !== code) return false;
    }
    if (open.length > 0) return false;
  }
  return true;
}

export function isMultiLineText(value: string): boolean {
  let hasDirections = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isDirectionFormatting(code)) hasDirections = true;
    if (!isControl(code) || code === TAB || code === LF) continue;
    if (code === CR && value.charCodeAt(i + 1) === LF) continue;
    return false;
  }
  return !hasDirections || hasBalancedDirections(value);
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

/**
 * A password: never shown, so direction formatting characters cannot disguise it, and a password chosen
 * before they were refused elsewhere keeps signing its member in; control characters are still refused.
 * `format: password` (OpenAPI) tells the route walk in nul-walk.api.test.ts which fields are secrets.
 */
export const secretString = (label: string, params?: StringParams) =>
  z.string(params).refine(isSecretText, notAllowedCharacters(label)).meta({ title: label, format: 'password' });

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
