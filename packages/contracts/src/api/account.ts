import {
  AccountDeletedSchema,
  DeleteAccountSchema,
  EmptyBodySchema,
  TimeZoneResponseSchema,
  UpdateTimeZoneSchema,
} from '../account.js';
import { IdParamsSchema, OkSchema } from '../common.js';
import { LocaleResponseSchema, UpdateLocaleBodySchema } from '../i18n/locale-schemas.js';
import { UpdateNameDisplaySchema } from '../names.js';
import { NoticeListSchema } from '../reports.js';
import { UndoContactChangeResponseSchema, UndoContactChangeSchema } from '../verification.js';
import { endpoints } from './endpoint.js';

/** The signed-in member's own account under /api/me and /api/account: notices, language, time zone, deletion, contact-change undo. */
export const accountApi = endpoints({
  'GET /api/me/notices': { response: NoticeListSchema, errors: [401] },
  'PUT /api/me/time-zone': { body: UpdateTimeZoneSchema, response: TimeZoneResponseSchema, errors: [400, 401] },
  'PUT /api/me/name-display': { body: UpdateNameDisplaySchema, response: UpdateNameDisplaySchema, errors: [400, 401] },
  'PUT /api/me/locale': { body: UpdateLocaleBodySchema, response: LocaleResponseSchema, errors: [400, 401] },
  'POST /api/account/contact-undo': {
    body: UndoContactChangeSchema,
    response: UndoContactChangeResponseSchema,
    errors: [400, 409, 429],
  },
  'DELETE /api/me': { body: DeleteAccountSchema, response: AccountDeletedSchema, errors: [400, 401] },
  'POST /api/me/notices/:id/ack': {
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: OkSchema,
    errors: [401, 404],
  },
});
