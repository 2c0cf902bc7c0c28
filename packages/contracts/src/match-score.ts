import { z } from 'zod';
import type { Partner } from './profile.js';
import { PARTNER_FIELDS } from './profile-fields.js';
import { formatAgeRange, partnerAgeRange } from './profile-rules.js';

/** Every partner preference is a criterion of the score. */
export const MATCH_CRITERIA = PARTNER_FIELDS;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export const CriterionResultSchema = /* @__PURE__ */ z.object({
  key: z.enum(MATCH_CRITERIA),
  label: z.string(),
  /** The preference as its owner wrote it (the age range as '25–30'). */
  preference: z.string(),
  /** The other member's value it was compared with, or null when they left it empty. */
  value: z.string().nullable(),
  met: z.boolean(),
  /** One sentence on why it was or was not met, e.g. '28 is within 25 to 30.' */
  explanation: z.string(),
});
export type CriterionResult = z.infer<typeof CriterionResultSchema>;

/** How well one member fits the other's preferences; `percent` is null when no preference was set. */
export const DirectionScoreSchema = /* @__PURE__ */ z.object({
  percent: z.number().int().min(0).max(100).nullable(),
  met: z.number().int(),
  considered: z.number().int(),
  criteria: z.array(CriterionResultSchema),
});
export type DirectionScore = z.infer<typeof DirectionScoreSchema>;

/** `GET /api/profiles/{id}/match-score` (matches only). */
export const MatchScoreSchema = /* @__PURE__ */ z.object({
  /** How the other member fits the viewer's preferences. */
  theyFitYou: DirectionScoreSchema,
  /** How the viewer fits the other member's preferences. */
  youFitThem: DirectionScoreSchema,
  /** Mean of the two directions that have a percent; null when neither side set preferences. */
  overall: z.number().int().min(0).max(100).nullable(),
});
export type MatchScore = z.infer<typeof MatchScoreSchema>;

/** The profile fields a preference is compared with (PublicProfile and Member both fit). */
export interface ProfileLike {
  age?: number | null;
  height?: string | null;
  education?: string | null;
  field?: string | null;
  profession?: string | null;
  religiousCommitment?: string | null;
  sect?: string | null;
  madhab?: string | null;
  region?: string | null;
  city?: string | null;
  language?: string | null;
  familyType?: string | null;
  familyValues?: string | null;
  religiousEnvironment?: string | null;
  partner?: Partial<Partner> | null;
}

/** Inclusive bounds; null is open. */
interface Range {
  min: number | null;
  max: number | null;
}

type ParseValue = (text: string) => number | null;

interface NumericRule {
  parse: ParseValue;
  format: (n: number) => string;
}

interface CriterionRule {
  label: string;
  /** The other member's values the preference is compared with, in display order. */
  values: (p: ProfileLike) => (string | number | null | undefined)[];
  numeric?: NumericRule;
}

const parseAge: ParseValue = (text) => {
  const m = text.trim().match(/^(\d{2,3})\s*(?:years?|yrs?)?(?:\s*old)?$/);
  return m ? Number(m[1]) : null;
};

/** "5 ft 6 in", "5'6\"", "5 feet", "168 cm" -> inches. */
const parseHeight: ParseValue = (text) => {
  const t = text.trim();
  const feet = t.match(/^(\d)\s*(?:ft|feet|foot|')\s*(?:(\d{1,2})\s*(?:in|inch|inches|"|'')?)?$/);
  if (feet) return Number(feet[1]) * 12 + Number(feet[2] ?? 0);
  const cm = t.match(/^(\d{3})\s*cm$/);
  return cm ? Math.round(Number(cm[1]) / 2.54) : null;
};

const formatHeight = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;

const RULES: Record<MatchCriterion, CriterionRule> = {
  age: { label: 'Age', values: (p) => [p.age], numeric: { parse: parseAge, format: String } },
  height: { label: 'Height', values: (p) => [p.height], numeric: { parse: parseHeight, format: formatHeight } },
  education: { label: 'Education', values: (p) => [p.education, p.field] },
  profession: { label: 'Profession', values: (p) => [p.profession] },
  religiousCommitment: { label: 'Religious commitment', values: (p) => [p.religiousCommitment] },
  sect: { label: 'Sect', values: (p) => [p.sect, p.madhab] },
  region: { label: 'Region', values: (p) => [p.region, p.city, p.language] },
  familyBackground: {
    label: 'Family background',
    values: (p) => [p.familyType, p.familyValues, p.religiousEnvironment],
  },
};

/** Bound words, tried in order; "<=" before "<" so the longer operator wins. */
const BOUNDS: [RegExp, (v: number) => Range][] = [
  [/^(?:<=|up to|upto|at most|max(?:imum)?|not more than)\s*(.+)$/, (v) => ({ min: null, max: v })],
  [/^(?:>=|at least|min(?:imum)?|from)\s*(.+)$/, (v) => ({ min: v, max: null })],
  [/^(?:<|under|below|less than|younger than|shorter than)\s*(.+)$/, (v) => ({ min: null, max: v - 1 })],
  [/^(?:>|above|over|more than|older than|taller than)\s*(.+)$/, (v) => ({ min: v + 1, max: null })],
  [/^(.+?)\s*(?:\+|or (?:more|above|older|taller))$/, (v) => ({ min: v, max: null })],
  [/^(.+?)\s*or (?:less|below|younger|shorter)$/, (v) => ({ min: null, max: v })],
];

/** "25-30", "25 to 30", "under 30", "above 5 ft 6 in", "28" -> a range; null when unparseable. */
export function parseRange(text: string, parse: ParseValue): Range | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, toRange] of BOUNDS) {
    const m = t.match(pattern);
    const v = m?.[1] === undefined ? null : parse(m[1]);
    if (v !== null) return toRange(v);
  }
  const parts = t.replace(/^(?:between|from) /, '').split(/ (?:to|and) |\s*[-–—]\s*/);
  if (parts.length === 2) {
    const [a, b] = parts.map((part) => parse(part));
    if (a != null && b != null) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const single = parse(t);
  return single === null ? null : { min: single, max: single };
}

const ANY_WORDS = new Set(['any', 'anyone', 'anything', 'anywhere']);
const NO_PREFERENCE = new Set([
  'any',
  'anyone',
  'anything',
  'all',
  'open',
  'flexible',
  'no preference',
  'no bar',
  'not important',
  'doesnt matter',
  'does not matter',
]);

/** Lower case, apostrophes dropped, punctuation to spaces, a trailing plural "s" dropped, padded. */
function normalize(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
  return ` ${words.join(' ')} `;
}

/** "Any", "No preference", "Open to all", "Any sect" all mean the preference is always met. */
export function isNoPreference(preference: string): boolean {
  const n = normalize(preference).trim();
  if (NO_PREFERENCE.has(n) || n.startsWith('open to') || n.includes('no preference')) return true;
  const words = n.split(' ');
  return ANY_WORDS.has(words[0] ?? '') && words.length <= 2;
}

/** Case-insensitive whole-word match of any alternative ("Masters or PhD") against any value. */
export function keywordMatch(preference: string, values: string[]): boolean {
  const phrases = preference
    .split(/[,;/|&]| or | and /i)
    .map(normalize)
    .filter((p) => p.trim());
  const targets = values.map(normalize).filter((v) => v.trim());
  return phrases.some((p) => targets.some((v) => v.includes(p) || p.includes(v)));
}

function describeRange({ min, max }: Range, format: (n: number) => string): string {
  if (min !== null && max !== null) return min === max ? `exactly ${format(min)}` : `${format(min)} to ${format(max)}`;
  return min !== null ? `${format(min)} or more` : `${format(max ?? 0)} or less`;
}

function numericResult(preference: string, value: string, rule: NumericRule): { met: boolean; why: string } | null {
  const range = parseRange(preference, rule.parse);
  const actual = rule.parse(value);
  if (!range || actual === null) return null;
  const met = (range.min === null || actual >= range.min) && (range.max === null || actual <= range.max);
  return { met, why: `${value} is ${met ? 'within' : 'outside'} ${describeRange(range, rule.format)}.` };
}

function evaluate(key: MatchCriterion, preference: string, profile: ProfileLike): CriterionResult {
  const rule = RULES[key];
  const values = rule.values(profile).filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
  const shown = values.length ? values.join(', ') : null;
  const result = (met: boolean, explanation: string) => ({
    key,
    label: rule.label,
    preference,
    value: shown,
    met,
    explanation,
  });
  if (isNoPreference(preference)) return result(true, `"${preference}" accepts any ${rule.label.toLowerCase()}.`);
  if (shown === null) return result(false, `${rule.label} is not on the profile.`);
  const numeric = rule.numeric && numericResult(preference, String(values[0]), rule.numeric);
  if (numeric) return result(numeric.met, numeric.why);
  const met = keywordMatch(preference, values.map(String));
  return result(met, `${shown} ${met ? 'matches' : 'does not match'} "${preference}".`);
}

type Preferences = Partial<Partner> | null | undefined;

/** A preference as text: the age range as '25–30' (read back by parseRange), the rest as written. */
function preferenceOf(preferences: Preferences, key: MatchCriterion): string | null {
  if (key === 'age') {
    const range = partnerAgeRange(preferences);
    return range ? formatAgeRange(range) : null;
  }
  return preferences?.[key]?.trim() || null;
}

/** How `profile` fits `preferences`: only filled preferences count (percent null when none). */
export function scoreDirection(preferences: Preferences, profile: ProfileLike): DirectionScore {
  const criteria = MATCH_CRITERIA.flatMap((key) => {
    const preference = preferenceOf(preferences, key);
    return preference ? [evaluate(key, preference, profile)] : [];
  });
  const met = criteria.filter((c) => c.met).length;
  const considered = criteria.length;
  return { percent: considered ? Math.round((met / considered) * 100) : null, met, considered, criteria };
}

/** Both directions kept apart; overall is the mean of the directions that have a percent. */
export function computeMatchScore(viewer: ProfileLike, other: ProfileLike): MatchScore {
  const theyFitYou = scoreDirection(viewer.partner, other);
  const youFitThem = scoreDirection(other.partner, viewer);
  const percents = [theyFitYou.percent, youFitThem.percent].filter((p): p is number => p !== null);
  const overall = percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : null;
  return { theyFitYou, youFitThem, overall };
}
