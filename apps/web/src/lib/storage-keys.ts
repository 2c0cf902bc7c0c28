/** Every browser-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  token: 'mithaq_token',
  /** The staff console's own session (spec section 4 "Admin session"). */
  adminToken: 'mithaq_admin_token',
  /** Spec section 9. */
  notificationReadIds: 'nb_notifications_last_read_ids',
  /** Session storage: the wizard opens at most once per browser session (docs/decisions.md). */
  wizardShown: 'mithaq_wizard_shown',
  /** Session storage: when the app last reloaded itself for a chunk a deploy removed (lib/stale-build.ts). */
  staleBuildReloadAt: 'mithaq_stale_build_reload_at',
} as const;
