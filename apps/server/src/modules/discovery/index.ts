/**
 * The public surface of `discovery` for other modules (scripts/boundaries/rules.cjs): how a save of
 * the partner preferences is written, and the two-way fit the match score shows.
 */
export { fitBetween } from './fit.js';
export { type PreferenceChanges, type PreferenceColumns, preferenceChanges } from './preferences.js';
