import { ageOn, PROFILE_RULE_MESSAGES } from '@mithaq/contracts/profile-rules';
import { AppError } from '../../lib/app-error.js';

interface Saved {
  dob: string | null;
}

interface Sent {
  dob?: string | null;
  age?: number;
}

/**
 * The age a save stores (docs/decisions/0003-profile.md "Age and date of birth"), or undefined when the save leaves
 * it alone. With a date of birth the age is worked out from it, and a different age sent beside it is
 * refused; clearing the date of birth keeps the age it gave unless an age comes with it.
 */
export function ageToStore(saved: Saved, sent: Sent, today: string): number | undefined {
  const dob = sent.dob === undefined ? saved.dob : sent.dob;
  if (dob) {
    const age = ageOn(dob, today);
    if (sent.age !== undefined && sent.age !== age)
      throw new AppError('BAD_REQUEST', PROFILE_RULE_MESSAGES.ageFollowsDob);
    return sent.dob !== undefined || sent.age !== undefined ? age : undefined;
  }
  if (sent.dob === null && sent.age === undefined && saved.dob) return ageOn(saved.dob, today);
  return sent.age;
}
