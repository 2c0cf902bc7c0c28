import { BlockResponseSchema, UserIdParamsSchema } from '../interests.js';
import {
  ChaperoneAckResponseSchema,
  InboxResponseSchema,
  SendMessageResponseSchema,
  SendMessageSchema,
  ThreadQuerySchema,
  ThreadResponseSchema,
} from '../messaging.js';
import { endpoints } from './endpoint.js';

/** Conversations, their chaperone banner and blocks (spec section 7), under /api/messages. */
export const messagesApi = endpoints({
  'GET /api/messages/inbox': { response: InboxResponseSchema, errors: [401] },
  'GET /api/messages/:userId': {
    params: UserIdParamsSchema,
    query: ThreadQuerySchema,
    response: ThreadResponseSchema,
    errors: [400, 401, 404],
  },
  'POST /api/messages/:userId': {
    params: UserIdParamsSchema,
    body: SendMessageSchema,
    response: SendMessageResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404, 422, 429],
  },
  'POST /api/messages/:userId/chaperone-ack': {
    params: UserIdParamsSchema,
    response: ChaperoneAckResponseSchema,
    errors: [400, 401, 404, 409],
  },
  'POST /api/messages/:userId/block': {
    params: UserIdParamsSchema,
    response: BlockResponseSchema,
    errors: [400, 401, 404],
  },
  'DELETE /api/messages/:userId/block': {
    params: UserIdParamsSchema,
    response: BlockResponseSchema,
    errors: [400, 401, 404],
  },
});
