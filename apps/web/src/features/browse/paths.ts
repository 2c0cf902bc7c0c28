/** Where the own Partner Preferences section opens for editing (features/profile, `?edit=partner`). */
export const EDIT_PREFERENCES_PATH = '/profile?edit=partner#partner';
