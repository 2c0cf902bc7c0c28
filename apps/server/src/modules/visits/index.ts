/**
 * The public surface of `visits` for other modules: the incognito rule every list applies, recording a
 * profile visit, and a card's activity line.
 */
export { notIncognito } from './visits.repo.js';
export { cardActivity, purgeOldVisits, recordProfileVisit } from './visits.service.js';
