import type { FitCount } from '@mithaq/contracts/match-score';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';
import { formatHeight, optionLabel } from '../../../i18n/option-labels';
import type { MessageValues, Translate } from '../../../i18n/use-t';
import { normalize, readPath } from './profile-draft';
import type { FieldConfig } from './profile-fields';

/** What the profile view needs to word a value: the catalog and the calendar-date formatter. */
export interface DisplayContext {
  t: Translate;
  calendarDate: (value: string) => string;
}

/** A value as the profile shows it; `isEmpty` reads 'Not specified' (spec section 2). */
export interface ShownValue {
  text: string;
  isEmpty: boolean;
  /** Written by the member (free text, or a value older than today's option lists): isolated on screen. */
  isMemberText: boolean;
}

const shown = (text: string, isMemberText = false): ShownValue => ({ text, isEmpty: false, isMemberText });

/** A stored option's label in the reader's language: a select's listed value, a height, a gender. */
export function optionText(t: Translate, field: FieldConfig, value: string): string | null {
  if (field.isHeight) return formatHeight(t, value);
  if (!field.optionList) return null;
  if (field.options && !field.options.includes(value)) return null;
  return optionLabel(t, field.optionList, value);
}

export function displayValue(ctx: DisplayContext, field: FieldConfig, raw: unknown): ShownValue {
  const { t } = ctx;
  const value = normalize(raw);
  if (value === null) {
    return {
      text: t(field.isFaith ? 'profile.value.notAnswered' : 'profile.value.notSpecified'),
      isEmpty: true,
      isMemberText: false,
    };
  }
  if (typeof value === 'boolean') return shown(t(value ? 'profile.value.yes' : 'profile.value.no'));
  if (typeof value === 'number') return shown(String(value));
  if (field.kind === 'date') {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? shown(value, true) : shown(ctx.calendarDate(value));
  }
  const label = optionText(t, field, value);
  return label === null ? shown(value, true) : shown(label);
}

type ProfileLike = Parameters<typeof readPath>[0];

/** A field's value as the profile shows it ('Not specified', or 'Not answered' for a faith question). */
export function profileValue(ctx: DisplayContext, profile: ProfileLike, field: FieldConfig): ShownValue {
  return displayValue(ctx, field, readPath(profile, field.path));
}

/** The first word of a member's name, as the profile's sentences address them. */
export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

/** A catalog message and its values; names stay values so the page can isolate them (`<bdi>`). */
export interface Message {
  key: string;
  values?: MessageValues;
}

export interface RelationshipView {
  labelKey: string;
  tone: 'match' | 'pending' | 'muted';
  description: Message;
}

/** Where the viewer stands with another member, as catalog keys (`name` is their first name). */
export function describeRelationship(profile: Pick<ViewedProfile, 'fullName' | 'relationship'>): RelationshipView {
  const values = { name: firstName(profile.fullName) };
  const { interest, isMatch, blockedByMe, canSendInterest, interestNeedsVerification } = profile.relationship;
  const view = (state: string, tone: RelationshipView['tone'], description = state) => ({
    labelKey: `profile.relationship.${state}.label`,
    tone,
    description: { key: `profile.relationship.${description}.description`, values },
  });
  if (blockedByMe) return view('blocked', 'muted');
  if (isMatch || interest === 'matched') return view('matched', 'match');
  switch (interest) {
    case 'sent':
      return view('sent', 'pending');
    case 'received':
      return view('received', 'pending');
    case 'declined':
      return view('declined', 'muted');
    default:
      // Held back until the viewer verifies, it is still an interest they may send (the button says how).
      return view('none', 'muted', canSendInterest || interestNeedsVerification ? 'none' : 'notAllowed');
  }
}

/** '{Name} fits 5 of your 6 preferences' / 'You fit 3 of their 4 preferences'. */
export function directionSummary(direction: 'theyFitYou' | 'youFitThem', score: FitCount, name: string): Message {
  const values = { name: firstName(name), met: score.met, count: score.considered };
  return { key: `profile.match.${direction}.summary`, values };
}
