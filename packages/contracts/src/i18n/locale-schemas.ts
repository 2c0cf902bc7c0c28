import { z } from 'zod';
import { LOCALE_MESSAGES, LOCALES } from './locales.js';

/** Kept apart from locales.ts: the landing page reads the languages without downloading zod. */
export const LocaleSchema = z.enum(LOCALES, { error: LOCALE_MESSAGES.invalid });
export const UpdateLocaleBodySchema = z.object({ locale: LocaleSchema });
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>;
export const LocaleResponseSchema = z.object({ locale: LocaleSchema });
