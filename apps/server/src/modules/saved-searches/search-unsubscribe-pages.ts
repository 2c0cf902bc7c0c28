import type { Locale } from '@mithaq/contracts/i18n/locales';
import { escapeHtml } from '@mithaq/contracts/prerender';
import { translate } from '../../lib/i18n.js';
import { page, settingsLink } from '../notifications/unsubscribe-pages.js';

/** GET: names the search whose alerts the button stops; only the button's POST changes anything. */
export function searchConfirmPage(locale: Locale, name: string, postUrl: string): string {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, key, values);
  return page({
    locale,
    title: t('mail.searchUnsubscribe.title'),
    paragraphs: [t('mail.searchUnsubscribe.confirm', { name }), t('mail.searchUnsubscribe.confirmHelp')],
    action: `<form method="post" action="${escapeHtml(postUrl)}"><button type="submit">${escapeHtml(t('mail.unsubscribe.button'))}</button></form>`,
  });
}

export function searchDonePage(locale: Locale, name: string, publicUrl: string): string {
  return page({
    locale,
    title: translate(locale, 'mail.unsubscribe.doneTitle'),
    paragraphs: [translate(locale, 'mail.searchUnsubscribe.done', { name })],
    action: settingsLink(publicUrl, locale),
  });
}

export function searchBadLinkPage(locale: Locale, message: string, publicUrl: string): string {
  return page({
    locale,
    title: translate(locale, 'mail.unsubscribe.badTitle'),
    paragraphs: [message],
    action: settingsLink(publicUrl, locale),
  });
}
