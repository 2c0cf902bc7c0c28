import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { GENDERS, MADHABS, SECTS } from './options.js';
import { MAXIMUM_AGE, MINIMUM_AGE } from './profile-rules.js';
import { secretString, singleLineString } from './text.js';

export const PASSWORD_MIN = 6;

/**
 * What a registration field's error tells the member to do, not the rule it broke ("Choose your
 * sect", not "Sect must be one of ..."): the form shows these, and the server's 400 says the same.
 */
export const REGISTER_MESSAGES = {
  fullName: 'Enter your full name.',
  email: 'Enter your email address.',
  password: 'Choose a password.',
  age: 'Enter your age.',
  ageNumber: 'Enter your age as a number, for example 27.',
  ageWhole: 'Enter your age in whole years.',
  ageValid: 'Enter your real age.',
  gender: 'Choose your gender.',
  city: 'Enter the city you live in.',
  /** A `cityId` the gazetteer does not have (the form sends the id of a city it suggested). */
  cityFromList: 'Choose a city from the list.',
  profession: 'Choose your profession.',
  sect: 'Choose your sect.',
  madhab: 'Choose a madhab from the list, or leave it empty.',
} as const;

const requiredText = (label: string, missing: string, max = 120) =>
  singleLineString(label, { error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);

export const EmailSchema = singleLineString('Email', { error: REGISTER_MESSAGES.email })
  .trim()
  .min(1, REGISTER_MESSAGES.email)
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

/** A password a member chooses: registration, a reset link and Settings share the rule (spec section 5). */
export const NewPasswordSchema = secretString('Password', { error: REGISTER_MESSAGES.password })
  .min(1, REGISTER_MESSAGES.password)
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(200, 'Password must be at most 200 characters');

/** Spec section 5: all fields required except madhab; gender Male or Female; age a number >= 18. */
export const RegisterSchema = /* @__PURE__ */ z.object({
  fullName: requiredText('Full name', REGISTER_MESSAGES.fullName),
  email: EmailSchema,
  password: NewPasswordSchema,
  age: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? REGISTER_MESSAGES.age : REGISTER_MESSAGES.ageNumber,
    })
    .int(REGISTER_MESSAGES.ageWhole)
    .min(MINIMUM_AGE, MESSAGES.minimumAge)
    .max(MAXIMUM_AGE, REGISTER_MESSAGES.ageValid),
  gender: z.enum(GENDERS, { error: REGISTER_MESSAGES.gender }),
  city: requiredText('City', REGISTER_MESSAGES.city),
  /**
   * The gazetteer city picked from the suggestions (GeoNames id); its name, country and place are the
   * gazetteer's. Without it the typed `city` is matched by name, and kept as typed when it names none
   * (docs/decisions/0064-finding-the-right-person.md "Where people are").
   */
  cityId: z.number().int(REGISTER_MESSAGES.cityFromList).positive(REGISTER_MESSAGES.cityFromList).nullable().optional(),
  profession: requiredText('Profession', REGISTER_MESSAGES.profession),
  sect: z.enum(SECTS, { error: REGISTER_MESSAGES.sect }),
  madhab: z.enum(MADHABS, { error: REGISTER_MESSAGES.madhab }).optional(),
  /**
   * The browser's IANA zone, sent without asking the member. Not validated here: a zone this server
   * does not know is stored as the default rather than refusing the registration
   * (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone").
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
  password: secretString('Password', { error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const TokenSchema = /* @__PURE__ */ z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenSchema>;
