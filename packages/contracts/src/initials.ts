/**
 * A name's initials, without zod: the web draws them on every signed-in page's first screen
 * (components/member-avatar.tsx), whose download must not bring the schemas (bench/bundle/budget.ts).
 */

/** What a name's initial may be: a letter or a digit of any script, never punctuation such as "'" or "(". */
export const NAME_LETTER = /[\p{L}\p{N}]/u;

/**
 * The initials an avatar shows when there is no photo, on the web and in the server's drawn avatar
 * (spec section 2 "Profile card"): the first letter of the first and of the last word, upper-cased,
 * skipping punctuation ("(Dr) Amina" -> "DA"); "?" when the name has no letter.
 */
export function initialsOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const letterOf = (word: string | undefined) => word?.match(NAME_LETTER)?.[0] ?? '';
  const first = letterOf(words[0]);
  const last = words.length > 1 ? letterOf(words[words.length - 1]) : '';
  return (first + last).toLocaleUpperCase() || '?';
}
