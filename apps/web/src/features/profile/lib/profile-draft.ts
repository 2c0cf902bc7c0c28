import {
  MAXIMUM_AGE,
  MINIMUM_AGE,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  PROFILE_RULE_MESSAGES,
} from '@mithaq/contracts/profile-rules';
import { type UpdateProfileInput, UpdateProfileSchema } from '@mithaq/contracts/profiles-api';
import type { Translate } from '../../../i18n/use-t';
import { issueMessage } from '../../../lib/form-errors';
import type { FieldConfig } from './profile-fields';

/** What a form control holds for one field. */
export type FieldValue = string | number | boolean | null;
export type Draft = Record<string, FieldValue>;

type ProfileLike = Record<string, unknown> & { partner?: Record<string, unknown> | null };

export function readPath(profile: ProfileLike, path: string): unknown {
  if (path.startsWith('partner.')) return profile.partner?.[path.slice('partner.'.length)];
  return profile[path];
}

/** Blank text and empty numbers mean "not specified" (null); text is compared trimmed. */
export function normalize(value: unknown): FieldValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  return null;
}

/**
 * What was typed into a drawn field (lib/held-typing.ts), as its control holds it: a number field's
 * whole number, or nothing while it is not one; any other field's text as typed.
 */
export function typedFieldValue(field: FieldConfig, typed: string): FieldValue {
  if (field.kind !== 'number') return typed;
  return /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null;
}

/** Fields this form edits: not the read-only ones, nor the partner preferences (components/partner edits them). */
const editable = (fields: readonly FieldConfig[]) =>
  fields.filter((f) => f.kind !== 'readonly' && f.kind !== 'partner');

/** The draft keys a field fills: the city its name and gazetteer id (sent together), any other field its own path. */
export function draftPaths(field: FieldConfig): string[] {
  return field.kind === 'city' ? [field.path, 'cityId'] : [field.path];
}

/** Shown beside the city, never sent: the server writes the country from the city picked. */
export const CITY_COUNTRY = 'countryCode';

/** The form's starting values: the member's saved values (spec section 2: fields prefilled). */
export function toDraft(profile: ProfileLike, fields: readonly FieldConfig[]): Draft {
  const draft: Draft = {};
  for (const f of editable(fields)) {
    for (const path of draftPaths(f)) {
      const value = normalize(readPath(profile, path));
      // Text and number inputs are controlled with '' rather than null.
      draft[path] = value === null && (f.kind === 'text' || f.kind === 'number' || f.kind === 'date') ? '' : value;
    }
    if (f.kind === 'city') draft[CITY_COUNTRY] = normalize(profile[CITY_COUNTRY]);
  }
  return draft;
}

/** A computed field (the age) while the field it comes from holds a value: the server works it out. */
export function isComputed(field: FieldConfig, draft: Draft): boolean {
  return field.computedFrom !== undefined && normalize(draft[field.computedFrom]) !== null;
}

export interface ChangedFieldsOptions {
  /** Wizard: only send fields that now hold a value (spec section 2: the wizard never clears). */
  onlyFilled?: boolean;
}

/**
 * The update body: only the fields whose value differs from the saved profile (spec section 5). The
 * city is one field: when its name or gazetteer id changed, both are sent. A computed field is never
 * sent. Partner preferences are sent by their own form (lib/partner-draft.ts).
 */
export function changedFields(
  profile: ProfileLike,
  draft: Draft,
  fields: readonly FieldConfig[],
  options: ChangedFieldsOptions = {},
): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  for (const f of editable(fields)) {
    const paths = draftPaths(f);
    if (!paths.every((path) => path in draft) || isComputed(f, draft)) continue;
    const next = paths.map((path) => normalize(draft[path]));
    if (paths.every((path, i) => next[i] === normalize(readPath(profile, path)))) continue;
    if (options.onlyFilled && next.every((v) => v === null)) continue;
    for (const [i, path] of paths.entries()) out[path] = next[i];
  }
  return out as UpdateProfileInput;
}

export function hasChanges(update: UpdateProfileInput): boolean {
  return Object.keys(update).length > 0;
}

/** The contract's profile rule texts by message, to show each in the reader's language (`profile.rule.<name>`). */
const RULE_KEYS = new Map(Object.entries(PROFILE_RULE_MESSAGES).map(([name, text]) => [text, `profile.rule.${name}`]));

/** The bounds the rule texts name. */
export const RULE_VALUES = { minimum: MINIMUM_AGE, maximum: MAXIMUM_AGE, min: PARTNER_AGE_MIN, max: PARTNER_AGE_MAX };

/** A schema message in the reader's language: the profile rules from this feature's catalog, others from the errors catalog. */
export function translateIssue(t: Translate, issue: { message: string }): string {
  const key = RULE_KEYS.get(issue.message as (typeof PROFILE_RULE_MESSAGES)[keyof typeof PROFILE_RULE_MESSAGES]);
  return key ? t(key, RULE_VALUES) : issueMessage(issue);
}

/**
 * Field errors keyed by field path (the city's id by the city), from required checks and the
 * contract's schema, in the reader's language.
 */
export function validateUpdate(
  update: UpdateProfileInput,
  fields: readonly FieldConfig[],
  t: Translate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.required && f.path in update && normalize((update as Record<string, unknown>)[f.path]) === null) {
      errors[f.path] = t('profile.form.required', { field: t(f.labelKey) });
    }
  }
  const owner = new Map(fields.flatMap((f) => draftPaths(f).map((path) => [path, f.path] as const)));
  const parsed = UpdateProfileSchema.safeParse(update);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[owner.get(path) ?? path] ??= translateIssue(t, issue);
    }
  }
  return errors;
}
