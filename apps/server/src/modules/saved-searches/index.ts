/**
 * The public surface of `saved-searches` for other modules: queueing the look at which searches a
 * member newly fits, the two alert jobs, and a search alert's own unsubscribe address.
 */
export { matchSavedSearches, queueSavedSearchMatch, sendSearchAlert } from './saved-search-alerts.js';
export { searchUnsubscribeLink } from './search-unsubscribe.js';
