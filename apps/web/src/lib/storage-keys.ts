import { MEMBER_TOKEN_STORAGE_KEY } from '@mithaq/contracts';

/** Every browser-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  /** Also read by the prerendered pages' head script (contracts signed-in-hint.ts). */
  token: MEMBER_TOKEN_STORAGE_KEY,
  /** The staff console's own session (spec section 4 "Admin session"). */
  adminToken: 'mithaq_admin_token',
  /** A guardian's read-only session, a realm of its own (docs/decisions.md "Guardian (wali) with consent"). */
  guardianToken: 'mithaq_guardian_token',
  /** The member who hid the dashboard's 'Add photo' suggestion on this browser (docs/decisions.md). */
  photoPromptHiddenFor: 'mithaq_photo_prompt_hidden_for',
  /** Session storage: when the app last reloaded itself for a chunk a deploy removed (lib/stale-build.ts). */
  staleBuildReloadAt: 'mithaq_stale_build_reload_at',
  /** When the member last answered 'Not now' to the notifications card on this browser (features/notifications/push). */
  pushPromptDismissedAt: 'mithaq_push_prompt_dismissed_at',
} as const;
