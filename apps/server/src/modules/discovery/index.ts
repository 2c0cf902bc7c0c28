/**
 * The public surface of `discovery` for other modules (scripts/boundaries/rules.cjs): how a save of
 * the partner preferences is written, the two-way fit the match score shows, and daily picks' choice
 * of members and their cards.
 */
export { discovered } from './browse.service.js';
export { fitBetween } from './fit.js';
export { distanceSql } from './fit-sql.js';
export { type PickChoice, type PicksBatch, pickForBatch } from './pick-candidates.js';
export { type PreferenceChanges, type PreferenceColumns, preferenceChanges } from './preferences.js';
export { interestCounterpartIds } from './search.repo.js';
