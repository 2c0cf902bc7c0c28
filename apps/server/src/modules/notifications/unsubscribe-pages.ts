import { type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';
import type { NotificationKind } from '@mithaq/contracts/notifications';
import { escapeHtml } from '@mithaq/contracts/prerender';
import { translate } from '../../lib/i18n.js';
import { topicsOf } from './notification-topics.js';

/**
 * The pages an unsubscribe address answers with: the site's colours and type, inline (no script, no
 * external file), readable on a phone, in the reader's language and direction.
 */
const STYLE = `
:root{color-scheme:light dark}
*{box-sizing:border-box}
body{margin:0;background:#f6f3ec;color:#1f2a27;font:16px/1.5 system-ui,-apple-system,'Segoe UI','Noto Sans','Noto Sans Devanagari','Noto Naskh Arabic',Tahoma,Arial,sans-serif}
main{max-width:480px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.brand{background:#0b5d4b;color:#fff;font-weight:700;font-size:22px;padding:18px 24px}
.body{padding:24px}
h1{font-size:22px;line-height:1.3;margin:0 0 12px}
p{margin:0 0 16px}
button{font:inherit;font-weight:700;background:#0b5d4b;color:#fff;border:0;border-radius:8px;padding:12px 22px;min-height:44px;cursor:pointer}
button:hover{background:#094c3d}
button:focus-visible,a:focus-visible{outline:3px solid #0b5d4b;outline-offset:3px}
a{color:#0b5d4b}
@media (prefers-color-scheme:dark){
body{background:#0f1a17;color:#e7eeea}
.card{background:#1a2824}
a{color:#8ad8bd}
button{border:1px solid #8ad8bd}
button:focus-visible,a:focus-visible{outline-color:#8ad8bd}
}`;

export interface PageParts {
  locale: Locale;
  title: string;
  paragraphs: string[];
  /** Already HTML: a form or a link. */
  action: string;
}

export function page({ locale, title, paragraphs, action }: PageParts): string {
  return `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Mithaq</title><style>${STYLE}</style></head>
<body><main><div class="card"><div class="brand">Mithaq</div><div class="body">
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action}
</div></div></main></body></html>`;
}

export const settingsLink = (publicUrl: string, locale: Locale) =>
  `<p><a href="${escapeHtml(`${publicUrl}/settings`)}">${escapeHtml(translate(locale, 'mail.unsubscribe.changeSettings'))}</a></p>`;

/** GET: says what the button will stop; only the button's POST changes anything (scanners follow links). */
export function confirmPage(locale: Locale, kinds: NotificationKind[], postUrl: string): string {
  const t = (key: string, values?: Record<string, unknown>) => translate(locale, key, values);
  return page({
    locale,
    title: t('mail.unsubscribe.title'),
    paragraphs: [t('mail.unsubscribe.confirm', { topics: topicsOf(locale, kinds) }), t('mail.unsubscribe.confirmHelp')],
    action: `<form method="post" action="${escapeHtml(postUrl)}"><button type="submit">${escapeHtml(t('mail.unsubscribe.button'))}</button></form>`,
  });
}

/** After the POST: which emails stopped, and where to change it back. */
export function donePage(locale: Locale, kinds: NotificationKind[], publicUrl: string): string {
  return page({
    locale,
    title: translate(locale, 'mail.unsubscribe.doneTitle'),
    paragraphs: [translate(locale, 'mail.unsubscribe.done', { topics: topicsOf(locale, kinds) })],
    action: settingsLink(publicUrl, locale),
  });
}

/** A token this server did not sign, or an erased member's: the message, and the settings page instead. */
export function badLinkPage(locale: Locale, message: string, publicUrl: string): string {
  return page({
    locale,
    title: translate(locale, 'mail.unsubscribe.badTitle'),
    paragraphs: [message],
    action: settingsLink(publicUrl, locale),
  });
}
