import { GovtIdSchema } from '../admin.js';
import { IdParamsSchema } from '../common.js';
import { ReviewPreferencesSchema, SelfieChallengeSchema, SelfieStatusSchema } from '../selfie.js';
import {
  CodeSentSchema,
  ContactResponseSchema,
  ContactUpdateSchema,
  FirebaseTokenSchema,
  OtpSchema,
  PhoneProviderParamsSchema,
  PublicConfigSchema,
  VerificationStatusSchema,
} from '../verification.js';
import { endpoints } from './endpoint.js';

/** Email, phone, government ID and selfie verification under /api/verify, a member's public trust (/api/users) and the public config (/api/config). */
export const verificationApi = endpoints({
  'PUT /api/users/:id': {
    params: IdParamsSchema,
    body: ContactUpdateSchema,
    response: ContactResponseSchema,
    errors: [400, 401, 403, 409, 429],
  },
  'GET /api/config': { response: PublicConfigSchema, errors: [] },
  'GET /api/verify/status': { response: VerificationStatusSchema, errors: [401] },
  'POST /api/verify/email/request': { response: CodeSentSchema, errors: [400, 401, 409, 429, 503] },
  'POST /api/verify/email/verify': {
    body: OtpSchema,
    response: VerificationStatusSchema,
    errors: [400, 401, 409, 429, 503],
  },
  'POST /api/verify/phone/request': { response: CodeSentSchema, errors: [400, 401, 409, 429, 503] },
  'POST /api/verify/phone/verify': {
    body: OtpSchema,
    response: VerificationStatusSchema,
    errors: [400, 401, 409, 429, 503],
  },
  'POST /api/verify/phone/:provider': {
    params: PhoneProviderParamsSchema,
    body: FirebaseTokenSchema,
    response: VerificationStatusSchema,
    errors: [400, 401, 409, 429, 503],
  },
  'POST /api/verify/govt-id': {
    body: 'form',
    response: GovtIdSchema,
    status: 201,
    errors: [400, 401, 409, 413, 415, 429, 503],
  },
  'GET /api/verify/selfie/challenge': { response: SelfieChallengeSchema, errors: [401, 409, 429] },
  'POST /api/verify/selfie': {
    body: 'form',
    response: SelfieStatusSchema,
    status: 201,
    errors: [400, 401, 404, 409, 413, 415, 429],
  },
  'PUT /api/verify/preferences': {
    body: ReviewPreferencesSchema,
    response: VerificationStatusSchema,
    errors: [400, 401],
  },
});
