import { type DirectionScore, formatAgeRange, type ViewedProfile } from '@mithaq/contracts';
import { normalize, readPath } from './profile-draft';
import type { FieldConfig } from './profile-fields';

/** Spec section 2: empty values read 'Not specified'. */
export const NOT_SPECIFIED = 'Not specified';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function displayValue(field: FieldConfig, raw: unknown): string {
  const value = normalize(raw);
  if (value === null) return NOT_SPECIFIED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'date' && typeof value === 'string') {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
  }
  return String(value);
}

type ProfileLike = Parameters<typeof readPath>[0];

/**
 * A field's value as the profile shows it: a range as '24–30' when both ends are set, else the note
 * older free text left ('late twenties'), else 'Not specified'.
 */
export function profileValue(profile: ProfileLike, field: FieldConfig): string {
  if (!field.range) return displayValue(field, readPath(profile, field.path));
  const min = normalize(readPath(profile, field.range.from));
  const max = normalize(readPath(profile, field.range.to));
  if (typeof min === 'number' && typeof max === 'number') return formatAgeRange({ min, max });
  return displayValue(field, readPath(profile, field.range.note));
}

/** 'profession | city' under the name (spec section 2), skipping whichever is missing. */
export function subtitleOf(profile: { profession: string | null; city: string | null }): string {
  return [profile.profession, profile.city].filter((v) => v?.trim()).join(' | ');
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

export interface RelationshipView {
  label: string;
  tone: 'match' | 'pending' | 'muted';
  description: string;
}

/** Where the viewer stands with another member, in words. */
export function describeRelationship(profile: Pick<ViewedProfile, 'fullName' | 'relationship'>): RelationshipView {
  const name = firstName(profile.fullName);
  const { interest, isMatch, blockedByMe, canSendInterest } = profile.relationship;
  if (blockedByMe) {
    return { label: 'Blocked', tone: 'muted', description: `You blocked ${name}. Unblock them from Messages.` };
  }
  if (isMatch || interest === 'matched') {
    return { label: 'You are matched', tone: 'match', description: `You and ${name} accepted each other's interest.` };
  }
  switch (interest) {
    case 'sent':
      return { label: 'Interest sent', tone: 'pending', description: `Awaiting ${name}'s response.` };
    case 'received':
      return {
        label: 'Interest received',
        tone: 'pending',
        description: `${name} sent you an interest. Accept it to become a match.`,
      };
    case 'declined':
      return { label: 'Interest declined', tone: 'muted', description: 'This interest was declined.' };
    default:
      return {
        label: 'No interest yet',
        tone: 'muted',
        description: canSendInterest
          ? `Send ${name} an interest. If they accept, you become a match and can message.`
          : 'Interests are sent between a man and a woman.',
      };
  }
}

/** '{Name} meets 5 of your 6 preferences' / 'You meet 3 of their 4 preferences'. */
export function directionSummary(direction: 'theyFitYou' | 'youFitThem', score: DirectionScore, name: string): string {
  const of = `${score.met} of ${direction === 'theyFitYou' ? 'your' : 'their'} ${score.considered}`;
  const noun = score.considered === 1 ? 'preference' : 'preferences';
  return direction === 'theyFitYou' ? `${firstName(name)} meets ${of} ${noun}` : `You meet ${of} ${noun}`;
}
