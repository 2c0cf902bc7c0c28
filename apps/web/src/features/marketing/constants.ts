/** Where members write to us (spec section 1, "Contact page"); also the address the legal pages name. */
export const SUPPORT_EMAIL = 'support@mithaq.app';

/** Spec section 1: legal pages are dated October 2024 (shown as month and year, in the reader's language). */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2024, 9, 1));

/**
 * Body copy colour for secondary text. Mantine's `dimmed` (gray.6) is only ~3.3:1 on the cream
 * page background; gray.7 is ~7.7:1, comfortably past WCAG AA's 4.5:1 (1.4.3).
 */
export const MUTED = 'gray.7';
