import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { GENDERS, MADHABS, SECTS } from './options.js';
import { MAXIMUM_AGE, MINIMUM_AGE } from './profile-rules.js';
import { singleLineString } from './text.js';

export const PASSWORD_MIN = 6;

const requiredText = (label: string, max = 120) =>
  singleLineString(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const EmailSchema = singleLineString('Email', { error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

/** A password a member chooses: registration, a reset link and Settings share the rule (spec section 5). */
export const NewPasswordSchema = singleLineString('Password', { error: 'Password is required' })
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(200, 'Password must be at most 200 characters');

/** Spec section 5: all fields required except madhab; gender Male or Female; age a number >= 18. */
export const RegisterSchema = /* @__PURE__ */ z.object({
  fullName: requiredText('Full name'),
  email: EmailSchema,
  password: NewPasswordSchema,
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(MINIMUM_AGE, MESSAGES.minimumAge)
    .max(MAXIMUM_AGE, 'Enter a valid age'),
  gender: z.enum(GENDERS, { error: 'Gender must be Male or Female' }),
  city: requiredText('City'),
  profession: requiredText('Profession'),
  sect: z.enum(SECTS, { error: `Sect must be one of ${SECTS.join(', ')}` }),
  madhab: z.enum(MADHABS, { error: `Madhab must be one of ${MADHABS.join(', ')}` }).optional(),
  /**
   * The browser's IANA zone, sent without asking the member. Not validated here: a zone this server
   * does not know is stored as the default rather than refusing the registration (docs/decisions.md
   * "Member time zone").
   */
  timeZone: singleLineString('Time zone').max(200).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = /* @__PURE__ */ z.object({
  email: singleLineString('Email', { error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: singleLineString('Password', { error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const TokenSchema = /* @__PURE__ */ z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenSchema>;
