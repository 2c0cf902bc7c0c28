import type { Locale } from '@mithaq/contracts/i18n/locales';

/**
 * Who a request is made by, in each of the three realms (spec section 6 for staff,
 * docs/decisions/0031-guardian-wali-with-consent.md for guardians). Declared here, beneath the
 * modules that check the sessions, so the request hooks (plugins/auth.ts) depend on none of them.
 */
export interface AuthenticatedMember {
  memberId: string;
  sessionId: string;
  /** Read with the session (one join), so browse needs no second look-up of the member. */
  gender: string;
  /** The member's saved language, read with the session: every answer to them is written in it. */
  locale: Locale | null;
}

export interface AuthenticatedAdmin {
  adminId: string;
  sessionId: string;
}

export interface AuthenticatedGuardian {
  guardianId: string;
  sessionId: string;
  memberId: string;
}
