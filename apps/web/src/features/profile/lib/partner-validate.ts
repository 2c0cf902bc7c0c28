import { UpdateProfileSchema } from '@mithaq/contracts/profiles-api';
import type { Translate } from '../../../i18n/use-t';
import type { PartnerRowKey } from '../../../lib/partner-text';
import { criterionOfKey, type PartnerBody } from './partner-draft';
import { translateIssue } from './profile-draft';

/** Errors by the preference they are about; `form` for one about the whole save (the musts). */
export type PartnerErrors = Partial<Record<PartnerRowKey | 'form', string>>;

/**
 * The contract's checks of a partner save (contracts partner.ts `PartnerInputSchema`), each message
 * in the reader's language under the preference it is about.
 */
export function validatePartner(body: PartnerBody, t: Translate): PartnerErrors {
  const errors: PartnerErrors = {};
  const parsed = UpdateProfileSchema.safeParse({ partner: body });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const row = criterionOfKey(String(issue.path[1] ?? '')) ?? 'form';
    errors[row] ??= translateIssue(t, issue);
  }
  return errors;
}
