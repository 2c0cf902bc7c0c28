import {
  CreateTicketSchema,
  TicketListSchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketReplySchema,
  TicketSchema,
} from '../support.js';
import { endpoints } from './endpoint.js';

/** Support tickets and their replies under /api/support (spec section 7). */
export const supportApi = endpoints({
  'GET /api/support': { response: TicketListSchema, errors: [401] },
  'POST /api/support': { body: CreateTicketSchema, response: TicketSchema, status: 201, errors: [400, 401, 429] },
  'GET /api/support/:id': {
    params: TicketParamsSchema,
    query: TicketQuerySchema,
    response: TicketSchema,
    errors: [400, 401, 404],
  },
  'POST /api/support/:id/reply': {
    params: TicketParamsSchema,
    body: TicketReplySchema,
    response: TicketSchema,
    errors: [400, 401, 404, 429],
  },
});
