import { z } from 'zod';
import { singleLineString } from './text.js';

/** At most this many saved searches per member (docs/decisions/0065-coming-back.md "Saved searches"). */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 2000;

/** `daily`: one alert a day with everyone new; `instant`: as it happens, at most one email a day; `off`. */
export const SEARCH_ALERTS = ['daily', 'instant', 'off'] as const;
export type SearchAlerts = (typeof SEARCH_ALERTS)[number];

export const SAVED_SEARCH_MESSAGES = {
  tooMany: `You can keep ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
  nameRequired: 'Give your search a name.',
  nameTooLong: `Keep the name to ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  badAlerts: 'Alerts must be daily, instant or off.',
  notFound: 'This saved search was not found.',
  emptySearch: 'Choose at least one filter before saving a search.',
  badUnsubscribeLink: 'This link is not valid. Sign in and change the alerts of your saved searches instead.',
} as const;

const name = () =>
  singleLineString('Name')
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.nameTooLong);
const alerts = () => z.enum(SEARCH_ALERTS, SAVED_SEARCH_MESSAGES.badAlerts);

/**
 * `POST /api/saved-searches`: a search as its address holds it (`sect=Sunni&minAge=25`, the advanced
 * search's parameters; a cursor or page size is dropped), checked as `GET /api/profiles` checks it.
 */
export const CreateSavedSearchSchema = /* @__PURE__ */ z
  .object({
    name: name(),
    query: singleLineString('Search').max(SAVED_SEARCH_QUERY_MAX_LENGTH),
    alerts: alerts().default('daily'),
  })
  .strict();
export type CreateSavedSearch = z.input<typeof CreateSavedSearchSchema>;

/** `PATCH /api/saved-searches/{id}`: rename, or change the alerts. */
export const UpdateSavedSearchSchema = /* @__PURE__ */ z
  .object({ name: name().optional(), alerts: alerts().optional() })
  .strict();
export type UpdateSavedSearch = z.input<typeof UpdateSavedSearchSchema>;

export const SavedSearchSchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  name: z.string(),
  /** The search's address parameters, to apply again on the search page. */
  query: z.string(),
  alerts: z.enum(SEARCH_ALERTS),
  createdAt: z.string(),
  /** Members who newly fitted the search and are not in an alert yet. */
  newSinceAlert: z.number().int(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = /* @__PURE__ */ z.object({
  searches: z.array(SavedSearchSchema),
  max: z.number().int(),
});
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

export const SavedSearchUnsubscribeQuerySchema = /* @__PURE__ */ z.object({
  token: singleLineString('token').max(500),
});
