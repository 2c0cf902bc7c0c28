import { MEMBER_TOKEN_STORAGE_KEY } from '@mithaq/contracts/signed-in-hint';

/** Every browser-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  /** Also read by the prerendered pages' head script (contracts signed-in-hint.ts). */
  token: MEMBER_TOKEN_STORAGE_KEY,
  /** The staff console's own session (spec section 4 "Admin session"). */
  adminToken: 'mithaq_admin_token',
  /** A guardian's read-only session, a realm of its own (docs/decisions/0031-guardian-wali-with-consent.md). */
  guardianToken: 'mithaq_guardian_token',
  /** Where the 'Add photo' suggestion's choice was kept before its cookie: read once, then moved (lib/photo-prompt-hide.ts). */
  photoPromptHiddenFor: 'mithaq_photo_prompt_hidden_for',
  /** Session storage: when the app last reloaded itself for a chunk a deploy removed (lib/stale-build.ts). */
  staleBuildReloadAt: 'mithaq_stale_build_reload_at',
  /** When the member last answered 'Not now' to the notifications card on this browser (features/notifications/push). */
  pushPromptDismissedAt: 'mithaq_push_prompt_dismissed_at',
  /** The height Today's picks last had, per layout, so the dashboard keeps their room (features/browse picks-height.ts). */
  picksHeight: 'mithaq_picks_height',
} as const;
