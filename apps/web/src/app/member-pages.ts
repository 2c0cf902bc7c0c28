/**
 * The loaders of the pages only members, staff and guardians open, in a chunk of their own: each
 * loader carries the list of every file its page needs, and kept in the app's start-up chunk those
 * lists weighed on the landing page's first download (bench/bundle budgets). main.tsx fetches this
 * chunk beside the app's start when a member is signed in, so their pages wait for nothing more.
 * The dashboard's loader has a chunk of its own (dashboard-loader.ts).
 */
export const MEMBER_PAGES = {
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
  receipt: () => import('../features/premium/pages/receipt-page'),
  profile: () => import('../features/profile/pages/profile-page'),
  notifications: () => import('../features/notifications/pages/notifications-page'),
  verification: () => import('../features/verification/pages/verification-page'),
  admin: () => import('../features/admin/pages/admin-page'),
  support: () => import('../features/support/pages/support-page'),
  settings: () => import('../features/settings/pages/settings-page'),
  visitors: () => import('../features/visits/pages/visitors-page'),
  goodbye: () => import('../features/settings/pages/goodbye-page'),
  messages: () => import('../features/messages/pages/messages-page'),
  guardian: () => import('../features/guardian/pages/guardian-page'),
};
