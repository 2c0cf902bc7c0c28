import { PushOkSchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '../notifications.js';
import { endpoints } from './endpoint.js';

/** Web push subscriptions under /api/push. */
export const pushApi = endpoints({
  'POST /api/push/subscriptions': {
    body: PushSubscriptionSchema,
    response: PushOkSchema,
    status: 201,
    errors: [400, 401],
  },
  'DELETE /api/push/subscriptions': { body: PushUnsubscribeSchema, response: PushOkSchema, errors: [400, 401] },
});
