import type { UpdateLocaleBody } from '@mithaq/contracts/i18n/locale-schemas';
import type { Locale } from '@mithaq/contracts/i18n/locales';
import { apiRequest } from './api-client';

/** `PUT /api/me/locale`: the language the site, its emails and its messages speak to the member. */
export function updateMemberLocale(locale: Locale) {
  const body: UpdateLocaleBody = { locale };
  return apiRequest('PUT /api/me/locale', { body });
}
