import {
  FEED_NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_KIND,
  type NotificationItem,
} from '@mithaq/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format';
import { testTranslator } from '../../../i18n/test-translator';
import { describeNotification } from './describe-notification';

const MEMBER_ID = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  const type = overrides.type ?? 'interest-received';
  return {
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    type,
    kind: NOTIFICATION_TYPE_KIND[type],
    createdAt: '2026-11-20T10:00:00.000Z',
    read: false,
    member: null,
    link: '/dashboard?tab=interests',
    data: {},
    ...overrides,
  };
}

const member = { _id: MEMBER_ID, fullName: 'Aisha Khan', photoUrl: null, city: 'Hyderabad' };

/** The item's sentence in English, as the page renders it (values in place of their names). */
function sentence(n: NotificationItem, locale: 'en' | 'ar' = 'en') {
  const t = testTranslator(locale);
  const view = describeNotification(n, t, formattersFor(locale));
  return { view, text: t(view.messageKey, { ...view.values, name: view.name }), title: view.name ?? t(view.titleKey) };
}

describe('describeNotification', () => {
  it('names the member of an interest, with View interests going to its link', () => {
    const { view, text, title } = sentence(item({ member }));
    expect(title).toBe('Aisha Khan');
    expect(text).toBe('Aisha Khan sent you an interest.');
    expect(view.action).toEqual({ labelKey: 'notifications.item.view', to: '/dashboard?tab=interests' });
  });

  it("says 'A new interest' when the member has no name (spec section 2)", () => {
    const { text, title } = sentence(item({ member: { ...member, fullName: '  ' } }));
    expect(title).toBe('A new interest');
    expect(text).toBe('Someone sent you an interest.');
  });

  it('opens the conversation of a new match', () => {
    const link = `/messages?user=${MEMBER_ID}`;
    const { view, text } = sentence(item({ type: 'interest-accepted', member, link }));
    expect(text).toBe('You and Aisha Khan are now a match.');
    expect(view.action).toEqual({ labelKey: 'notifications.action.openConversation', to: link });
  });

  it('shows the staff notes of a decision as written', () => {
    const { view, title } = sentence(item({ type: 'photo-rejected', data: { notes: 'Face not visible ' } }));
    expect(title).toBe('Photo not approved');
    expect(view.quote).toEqual({ labelKey: 'notifications.quote.notes', text: 'Face not visible' });
  });

  it("names the ticket's subject, or says less without one", () => {
    expect(sentence(item({ type: 'ticket-answered', data: { subject: 'Refund' } })).text).toBe(
      'Our team replied to your ticket “Refund”.',
    );
    expect(sentence(item({ type: 'ticket-answered' })).text).toBe('Our team replied to your support ticket.');
  });

  it('formats the amount in rupees and the plan in the reader’s language', () => {
    const paid = item({ type: 'payment-received', data: { amount: 4500, planName: 'gold' } });
    expect(sentence(paid).text).toBe('We received ₹4,500.00 for your Gold membership. Thank you!');
    expect(sentence(paid, 'ar').text).toContain('الباقة الذهبية');
    expect(sentence(item({ type: 'payment-received', data: { amount: 1500 } })).text).toBe(
      'We received your payment of ₹1,500.00. Thank you!',
    );
    expect(sentence(item({ type: 'payment-received', data: { planName: 'Festive offer' } })).text).toBe(
      'We received your payment. Thank you!',
    );
  });

  it('dates the end of a membership, Renew going to the plans', () => {
    const ending = item({
      type: 'membership-ending',
      link: '/premium',
      data: { planName: 'silver', endsAt: '2026-12-03T12:00:00.000Z' },
    });
    const { view, text } = sentence(ending);
    expect(text).toBe('Your Silver membership ends on 3 Dec 2026.');
    expect(view.action).toEqual({ labelKey: 'notifications.action.renew', to: '/premium' });
    expect(sentence(item({ type: 'membership-ended' })).text).toBe('Your membership has ended.');
  });

  it("quotes a staff warning's text", () => {
    const { view } = sentence(item({ type: 'staff-warning', data: { message: 'Please be respectful.' } }));
    expect(view.quote).toEqual({ labelKey: 'notifications.quote.warning', text: 'Please be respectful.' });
  });

  it("counts the morning's picks, with a plural in each language, See your picks going to them", () => {
    const link = '/dashboard#todays-picks';
    const { view, text, title } = sentence(item({ type: 'daily-picks', link, data: { count: 5 } }));
    expect(title).toBe("Today's picks");
    expect(text).toBe('We picked 5 members for you this morning.');
    expect(view.action).toEqual({ labelKey: 'notifications.action.seePicks', to: link });
    expect(sentence(item({ type: 'daily-picks', data: { count: 1 } })).text).toBe(
      'We picked 1 member for you this morning.',
    );
    expect(sentence(item({ type: 'daily-picks', data: { count: 2 } }), 'ar').text).toBe('رشّحنا لك عضوين هذا الصباح.');
    expect(sentence(item({ type: 'daily-picks', data: { count: 11 } }), 'ar').text).toBe(
      'رشّحنا لك 11 عضوًا هذا الصباح.',
    );
    expect(sentence(item({ type: 'daily-picks' })).text).toBe('Your picks for today are ready.');
  });

  it('tells a member away that their picks are kept', () => {
    expect(sentence(item({ type: 'picks-kept', data: { count: 15 } })).text).toBe(
      'We have kept 15 picks for you while you were away.',
    );
    expect(sentence(item({ type: 'picks-kept' })).title).toBe('Your picks are waiting');
  });

  it("names a search alert's saved search and counts who is new, or says less without them", () => {
    const link = '/dashboard?tab=all&savedSearch=1a2b3c4d-0000-4000-8000-000000000002';
    const alert = item({ type: 'search-alert', link, data: { count: 3, searchName: ' Sunni, Hyderabad ' } });
    const { view, text } = sentence(alert);
    expect(text).toBe('3 new members fit your saved search “Sunni, Hyderabad”.');
    expect(view.action).toEqual({ labelKey: 'notifications.action.seeSearch', to: link });
    expect(sentence(item({ type: 'search-alert', data: { count: 1 } })).text).toBe(
      '1 new member fits one of your saved searches.',
    );
    expect(sentence(item({ type: 'search-alert', data: { searchName: 'Nearby' } })).text).toBe(
      'New members fit your saved search “Nearby”.',
    );
    expect(sentence(item({ type: 'search-alert' })).text).toBe('New members fit one of your saved searches.');
  });

  it('has a title, a sentence and an action for every feed type, in every language', () => {
    for (const locale of ['en', 'hi', 'ur', 'ar'] as const) {
      const t = testTranslator(locale);
      for (const type of FEED_NOTIFICATION_TYPES) {
        for (const data of [{}, { count: 3, searchName: 'S', planName: 'gold', amount: 10 }]) {
          const view = describeNotification(item({ type, data }), t, formattersFor(locale));
          for (const key of [view.titleKey, view.messageKey, view.action.labelKey]) {
            expect(t(key, { ...view.values, name: 'X' }), `${locale} ${type} ${key}`).not.toBe(key);
          }
        }
      }
    }
  });
});
