/** Every browser-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  token: 'mithaq_token',
  /** The staff console's own session (spec section 4 "Admin session"). */
  adminToken: 'mithaq_admin_token',
  /** Spec section 9. */
  notificationReadIds: 'nb_notifications_last_read_ids',
  /** The member who hid the dashboard's 'Add photo' suggestion on this browser (docs/decisions.md). */
  photoPromptHiddenFor: 'mithaq_photo_prompt_hidden_for',
  /** Session storage: when the app last reloaded itself for a chunk a deploy removed (lib/stale-build.ts). */
  staleBuildReloadAt: 'mithaq_stale_build_reload_at',
} as const;
