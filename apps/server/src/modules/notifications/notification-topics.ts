import { intlTag, type Locale } from '@mithaq/contracts/i18n/locales';
import type { NotificationKind } from '@mithaq/contracts/notifications';
import { translate } from '../../lib/i18n.js';

/** 'new interests', in the reader's language: what an email, a digest or an unsubscribe is about. */
export const topicOf = (locale: Locale, kind: NotificationKind) => translate(locale, `mail.notify.topic.${kind}`);

/** 'new interests and new matches': several topics joined as the language joins a list. */
export const topicsOf = (locale: Locale, kinds: readonly NotificationKind[]) =>
  new Intl.ListFormat(intlTag(locale), { type: 'conjunction' }).format(kinds.map((k) => topicOf(locale, k)));
