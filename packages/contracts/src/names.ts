import { z } from 'zod';
import { NAME_LETTER } from './initials.js';

/**
 * How a member's name reaches members who are not her matches (docs/decisions/0054-short-names.md):
 * `full` as she wrote it, `short` her first name and the initial of her last name.
 */
export const NAME_DISPLAYS = ['full', 'short'] as const;
export type NameDisplay = (typeof NAME_DISPLAYS)[number];
export const NAME_MESSAGES = {
  invalidChoice: 'Choose how your name is shown: full name, or first name and last initial.',
} as const;

export const NameDisplaySchema = /* @__PURE__ */ z.enum(NAME_DISPLAYS, { error: NAME_MESSAGES.invalidChoice });

/** `PUT /api/me/name-display`, and its answer. */
export const UpdateNameDisplaySchema = /* @__PURE__ */ z.object({ nameDisplay: NameDisplaySchema }).strict();
export type UpdateNameDisplayInput = z.infer<typeof UpdateNameDisplaySchema>;

/** New women members start with the short name, as women alone may blur their photos (spec section 2, Profile). */
export function defaultNameDisplay(gender: string): NameDisplay {
  return gender.toLowerCase() === 'female' ? 'short' : 'full';
}

/**
 * First words that begin a two-word given name: "Abdul Rahman Khan" is Abdul Rahman, not Abdul
 * ("servant of" is never a name alone). Compared lower-case, in Latin, Arabic, Urdu and Hindi script.
 */
const COMPOUND_FIRST_WORDS = new Set(['abd', 'abdul', 'abdel', 'abdal', 'abdur', 'abdus', 'abdu', 'عبد', 'अब्दुल']);

const graphemes = /* @__PURE__ */ new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The first letter of a word as a reader sees it (a whole grapheme: "स्" stays whole), skipping "'" or "(". */
function initialOf(word: string): string {
  const start = word.search(NAME_LETTER);
  if (start < 0) return '';
  const first = graphemes.segment(word.slice(start))[Symbol.iterator]().next().value?.segment ?? '';
  return first.toLocaleUpperCase();
}

/**
 * The short form of a name: the first name and the initial of the last word ("Fatima Zahra Ahmed"
 * -> "Fatima A.", "فاطمة أحمد" -> "فاطمة أ."). One word stays as it is; the middle words are dropped.
 * The initial is the same letter the avatar's initials take from the full name, so neither says more.
 */
export function shortNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  const firstLength = words.length > 2 && COMPOUND_FIRST_WORDS.has(words[0]?.toLowerCase() ?? '') ? 2 : 1;
  const last = initialOf(words[words.length - 1] ?? '');
  const first = words.slice(0, firstLength).join(' ');
  return last ? `${first} ${last}.` : first;
}

export interface NameViewing {
  /** The reader is the member herself (her own lists, her export). */
  isSelf: boolean;
  /** They have an accepted interest either way. */
  isMatched: boolean;
  /** Staff working a review, a report or a ticket. */
  isStaff: boolean;
}

/** The one rule for the name a reader sees (docs/decisions/0054-short-names.md). */
export function nameSeenBy(member: { fullName: string; nameDisplay: NameDisplay }, viewing: NameViewing): string {
  if (member.nameDisplay === 'full' || viewing.isSelf || viewing.isMatched || viewing.isStaff) return member.fullName;
  return shortNameOf(member.fullName);
}
