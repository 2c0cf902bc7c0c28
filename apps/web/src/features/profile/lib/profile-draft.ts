import { type UpdateProfileInput, UpdateProfileSchema } from '@mithaq/contracts';
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

const editable = (fields: readonly FieldConfig[]) => fields.filter((f) => f.kind !== 'readonly');

/** The form's starting values: the member's saved values (spec section 2: fields prefilled). */
export function toDraft(profile: ProfileLike, fields: readonly FieldConfig[]): Draft {
  const draft: Draft = {};
  for (const f of editable(fields)) {
    const value = normalize(readPath(profile, f.path));
    // Text inputs are controlled with '' rather than null.
    draft[f.path] = value === null && f.kind !== 'boolean' && f.kind !== 'select' ? '' : value;
  }
  return draft;
}

export interface ChangedFieldsOptions {
  /** Wizard: only send fields that now hold a value (spec section 2: the wizard never clears). */
  onlyFilled?: boolean;
}

/**
 * The update body: only the fields whose value differs from the saved profile (spec section 5),
 * with partner preferences nested and sent key by key (the server merges them).
 */
export function changedFields(
  profile: ProfileLike,
  draft: Draft,
  fields: readonly FieldConfig[],
  options: ChangedFieldsOptions = {},
): UpdateProfileInput {
  const out: Record<string, unknown> = {};
  const partner: Record<string, unknown> = {};
  for (const f of editable(fields)) {
    if (!(f.path in draft)) continue;
    const next = normalize(draft[f.path]);
    if (next === normalize(readPath(profile, f.path))) continue;
    if (options.onlyFilled && next === null) continue;
    if (f.path.startsWith('partner.')) partner[f.path.slice('partner.'.length)] = next;
    else out[f.path] = next;
  }
  if (Object.keys(partner).length > 0) out.partner = partner;
  return out as UpdateProfileInput;
}

export function hasChanges(update: UpdateProfileInput): boolean {
  return Object.keys(update).length > 0;
}

/** Field errors keyed by path (`partner.age`), from required checks and the contract's schema. */
export function validateUpdate(update: UpdateProfileInput, fields: readonly FieldConfig[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (f.required && f.path in update && normalize((update as Record<string, unknown>)[f.path]) === null) {
      errors[f.path] = `${f.label} is required`;
    }
  }
  const parsed = UpdateProfileSchema.safeParse(update);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
  }
  return errors;
}
