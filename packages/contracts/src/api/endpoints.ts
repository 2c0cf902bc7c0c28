import type { accountApi } from './account.js';
import type { adminApi } from './admin.js';
import type { authApi } from './auth.js';
import type { contactPrivacyApi } from './contact-privacy.js';
import type { discoveryApi } from './discovery.js';
import type { guardianViewApi } from './guardian-view.js';
import type { guardiansApi } from './guardians.js';
import type { healthApi } from './health.js';
import type { interestsApi } from './interests.js';
import type { mediaApi } from './media.js';
import type { messagesApi } from './messages.js';
import type { notificationsApi } from './notifications.js';
import type { paymentsApi } from './payments.js';
import type { photoAccessApi } from './photo-access.js';
import type { photoSafetyApi } from './photo-safety.js';
import type { picksApi } from './picks.js';
import type { placesApi } from './places.js';
import type { profilesApi } from './profiles.js';
import type { pushApi } from './push.js';
import type { reportsApi } from './reports.js';
import type { riskApi } from './risk.js';
import type { savedSearchesApi } from './saved-searches.js';
import type { shortlistApi } from './shortlist.js';
import type { supportApi } from './support.js';
import type { verificationApi } from './verification.js';
import type { visitsApi } from './visits.js';

/**
 * Every JSON endpoint of the API by its key, `'<METHOD> <path>'` (docs/decisions/0063-endpoints-typed-end-to-end.md).
 * Types only: the web names an endpoint and gets its input and answer types, with no schema in its download.
 */
export type ApiEndpoints = typeof accountApi &
  typeof adminApi &
  typeof authApi &
  typeof contactPrivacyApi &
  typeof discoveryApi &
  typeof guardianViewApi &
  typeof guardiansApi &
  typeof healthApi &
  typeof interestsApi &
  typeof mediaApi &
  typeof messagesApi &
  typeof notificationsApi &
  typeof paymentsApi &
  typeof photoAccessApi &
  typeof photoSafetyApi &
  typeof picksApi &
  typeof placesApi &
  typeof profilesApi &
  typeof pushApi &
  typeof reportsApi &
  typeof riskApi &
  typeof savedSearchesApi &
  typeof shortlistApi &
  typeof supportApi &
  typeof verificationApi &
  typeof visitsApi;

export type ApiEndpointKey = keyof ApiEndpoints & string;
