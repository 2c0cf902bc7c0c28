import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { payuRefusedMessage } from '../refunds.js';
import { notAllowedCharacters } from '../text.js';
import { otpResendWaitMessage } from '../verification.js';
import { ERROR_CATALOGS } from './error-catalogs.js';
import { type CompiledMessage, findMessage, indexMessages, translateText } from './message-lookup.js';

const compile = (catalog: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, compileMessage(message) as CompiledMessage]),
  );

const english = indexMessages(compile(ERROR_CATALOGS.en));
const urdu = compile(ERROR_CATALOGS.ur);
/** Formats a compiled message with plain arguments, enough to check what the lookup passes on. */
const format = (message: CompiledMessage | undefined, values: Record<string, string>) =>
  typeof message === 'string'
    ? message
    : (message ?? []).map((token) => (typeof token === 'string' ? token : (values[String(token[0])] ?? ''))).join('');
const toUrdu = (text: string) => translateText(english, text, (key, values) => format(urdu[key], values));

/** Every `*_MESSAGES` constant the contracts export, as `NAME.key: text`. */
async function messageConstants(): Promise<[string, string][]> {
  const modules = await Promise.all(sourceFiles(sourceDir).map((file) => import(pathToFileURL(file).href)));
  return modules
    .flatMap((exports: Record<string, unknown>) => Object.entries(exports))
    .filter(([name, value]) => name.endsWith('MESSAGES') && typeof value === 'object' && value !== null)
    .flatMap(([name, value]) =>
      Object.entries(value as Record<string, unknown>)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]): [string, string] => [`${name}.${key}`, text]),
    );
}

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });

/**
 * The messages written inline in zod calls: `{ error: '...' }`, `{ message: '...' }`, `.min(1, '...')`,
 * `z.uuid('...')`, `notAllowedCharacters('...')`. A template literal's `${...}` parts are left as `${}`.
 */
function zodMessageLiterals(): { file: string; text: string }[] {
  const literal = String.raw`('(?:[^'\\\n]|\\.)*'|\`(?:[^\`\\]|\\.)*\`)`;
  const patterns = [
    new RegExp(String.raw`\b(?:error|message)\s*:\s*${literal}`, 'g'),
    new RegExp(
      String.raw`\.(?:min|max|length|regex|int|refine|gte|lte|nonempty|email|uuid|url)\([^,()]*(?:\([^()]*\))?[^,()]*,\s*${literal}`,
      'g',
    ),
    new RegExp(String.raw`\bz\.(?:uuid|email|url|string|number)\(\s*${literal}`, 'g'),
    new RegExp(String.raw`\bnotAllowedCharacters\(\s*${literal}`, 'g'),
  ];
  return sourceFiles(sourceDir).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return patterns.flatMap((pattern) =>
      [...source.matchAll(pattern)].map((match) => ({
        file: path.relative(sourceDir, file),
        text: (match[1] ?? '').slice(1, -1).replace(/\\'/g, "'"),
      })),
    );
  });
}

/**
 * A catalog entry for a message written with `${...}`: the same text with the parts in placeholders,
 * the text as the constants make it, or a template that the text with a value in each part matches.
 */
function hasTemplateEntry(text: string): boolean {
  const skeleton = (s: string) => s.replace(/\$\{[^}]*\}/g, '\u0000').replace(/\{[a-zA-Z]+\}/g, '\u0000');
  const wanted = skeleton(text);
  const sample = new RegExp(
    `^${text
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  const filled = text.replace(/\$\{[^}]*\}/g, '7');
  return (
    findMessage(english, filled) !== null ||
    Object.values(ERROR_CATALOGS.en).some((message) => skeleton(message) === wanted || sample.test(message))
  );
}

describe('the errors catalog', () => {
  it('holds every *_MESSAGES text of the contracts, word for word in English', async () => {
    const constants = await messageConstants();
    expect(constants.length).toBeGreaterThan(50);
    const missing = constants
      .filter(([, text]) => !findMessage(english, text))
      .map(([name, text]) => `${name}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('holds every message written in a zod call of the contracts', () => {
    const found = zodMessageLiterals();
    expect(found.length).toBeGreaterThan(20);
    const missing = found
      .filter(({ text }) => (text.includes('${') ? !hasTemplateEntry(text) : !findMessage(english, text)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('holds the messages the contracts build with numbers and names', () => {
    const built = [
      otpResendWaitMessage(1),
      otpResendWaitMessage(42),
      payuRefusedMessage('Invalid amount (error 102)'),
      notAllowedCharacters('Full name'),
      MESSAGES.signInSlowDown.replace('{wait}', '8 seconds'),
    ];
    expect(built.filter((text) => !findMessage(english, text))).toEqual([]);
  });
});

describe('translating by the English text', () => {
  it('finds a plain message and a template with its values', () => {
    expect(findMessage(english, MESSAGES.notFound)?.key).toBe('errors.common.notFound');
    expect(findMessage(english, otpResendWaitMessage(42))).toEqual({
      key: 'errors.verification.resendWait',
      values: { seconds: '42' },
    });
  });

  it('translates a value that is itself a catalog text, as a field label inside a template', () => {
    expect(toUrdu('Full name is required')).toBe('پورا نام ضروری ہے');
    expect(toUrdu(MESSAGES.signInSlowDown.replace('{wait}', '8 seconds'))).toContain('8 سیکنڈ');
  });

  it('translates a message of several catalog sentences sentence by sentence', () => {
    const quota =
      'You have reached your daily limit of 5 interests on the Free plan. You can send more after midnight (12:00 am IST). Upgrade to Silver on the Premium page for a higher limit.';
    const urduQuota = toUrdu(quota);
    expect(urduQuota).toContain('روزانہ کی حد');
    expect(urduQuota).toContain('12:00 am IST');
    expect(urduQuota).not.toMatch(/You have reached|Upgrade to/);
  });

  it('leaves a text the catalog does not know as it is', () => {
    expect(toUrdu('Body cannot be empty when content-type is set to application/json')).toBe(
      'Body cannot be empty when content-type is set to application/json',
    );
  });
});
