import { OPENER_MATCH_MAX_DISTANCE, OPENER_MIN_WORDS } from '@mithaq/contracts/safety/risk';

/**
 * Copy-paste openers (docs/decisions/0067-risk-record.md "Copy-paste openers"): a first message is reduced
 * to its words (lower case, compatibility-normalised, the two members' names, numbers and punctuation
 * removed) and fingerprinted with a 64-bit SimHash (Charikar, "Similarity estimation techniques from
 * rounding algorithms", STOC 2002) of its words and word pairs, so a copy with a word changed lands a few
 * bits away while different openers land about half the bits apart.
 */

const LETTERS = /[\p{L}\p{M}]+/gu;

/** The words an opener is compared by; `names` are the sender's and receiver's names, dropped word by word. */
export function openerWords(text: string, names: readonly string[]): string[] {
  const dropped = new Set(names.flatMap((name) => name.normalize('NFKC').toLowerCase().match(LETTERS) ?? []));
  const words = text.normalize('NFKC').toLowerCase().match(LETTERS) ?? [];
  return words.filter((word) => !dropped.has(word));
}

/** 32-bit FNV-1a of `text`, from `seed`: two seeds give the 64 bits of a feature. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const HIGH_SEED = 0x811c9dc5;
const LOW_SEED = 0x050c5d1f;

function features(words: readonly string[]): string[] {
  const pairs = words.slice(1).map((word, i) => `${words[i]} ${word}`);
  return [...words, ...pairs];
}

/**
 * The opener's fingerprint as a signed 64-bit integer (PostgreSQL's bigint), or null for an opener too
 * short to say anything of its sender ("salam, how are you").
 */
export function openerPrint(text: string, names: readonly string[]): bigint | null {
  const words = openerWords(text, names);
  if (words.length < OPENER_MIN_WORDS) return null;
  const weights = new Array<number>(64).fill(0);
  for (const feature of features(words)) {
    const halves = [fnv1a(feature, HIGH_SEED), fnv1a(feature, LOW_SEED)];
    for (let bit = 0; bit < 64; bit++) {
      const half = halves[bit >> 5] ?? 0;
      weights[bit] = (weights[bit] ?? 0) + ((half >>> (bit & 31)) & 1 ? 1 : -1);
    }
  }
  let print = 0n;
  for (let bit = 63; bit >= 0; bit--) print = (print << 1n) | ((weights[bit] ?? 0) > 0 ? 1n : 0n);
  return BigInt.asIntN(64, print);
}

/** How many of the 64 bits two fingerprints differ in. */
export function printDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest > 0n) {
    rest &= rest - 1n;
    count++;
  }
  return count;
}

export const isSameOpener = (a: bigint, b: bigint) => printDistance(a, b) <= OPENER_MATCH_MAX_DISTANCE;
