import { LoginSchema, RegisterSchema, TokenSchema } from '../auth.js';
import { OkSchema } from '../common.js';
import { ChangePasswordSchema, ForgotPasswordSchema, PasswordMessageSchema, ResetPasswordSchema } from '../password.js';
import { MemberSchema } from '../profile.js';
import { endpoints } from './endpoint.js';

/** Registering, signing in and out, the current member, and passwords under /api/auth (spec section 7). */
export const authApi = endpoints({
  'POST /api/auth/register': { body: RegisterSchema, response: TokenSchema, status: 201, errors: [400, 401, 409, 429] },
  'POST /api/auth/login': { body: LoginSchema, response: TokenSchema, errors: [400, 401, 409, 429] },
  'GET /api/auth/me': { response: MemberSchema, errors: [401] },
  'POST /api/auth/logout': { response: OkSchema, errors: [401] },
  'POST /api/auth/password/forgot': {
    body: ForgotPasswordSchema,
    response: PasswordMessageSchema,
    status: 202,
    errors: [400, 429],
  },
  'POST /api/auth/password/reset': { body: ResetPasswordSchema, response: PasswordMessageSchema, errors: [400, 429] },
  'POST /api/auth/password/change': {
    body: ChangePasswordSchema,
    response: PasswordMessageSchema,
    errors: [400, 401, 429],
  },
});
