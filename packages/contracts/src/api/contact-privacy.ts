import { ContactPrivacySchema, ContactPrivacyUpdateSchema } from '../contact-privacy.js';
import { endpoints } from './endpoint.js';

/** Who may send the member interest or a first message (docs/decisions/0066-catching-scammers-early.md). */
export const contactPrivacyApi = endpoints({
  'GET /api/me/contact-privacy': { response: ContactPrivacySchema, errors: [401] },
  'PUT /api/me/contact-privacy': {
    body: ContactPrivacyUpdateSchema,
    response: ContactPrivacySchema,
    errors: [400, 401],
  },
});
