/**
 * The public surface of `shortlist` (the member's marks on others: Saved and "not interested") for
 * other modules: the filters search applies, the marks a card or profile shows, and the Saved list's
 * rows that discovery draws as cards.
 */
export { markedNotInterestedBy, notInterestedIds, notMarkedNotInterested } from './shortlist.repo.js';
export { marksOn, savedAmong, savedListPage } from './shortlist.service.js';
