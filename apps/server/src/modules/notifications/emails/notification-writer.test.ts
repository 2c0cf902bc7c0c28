import { LOCALES, type Locale } from '@mithaq/contracts/i18n/locales';
import {
  NOTIFICATION_TYPE_KIND,
  NOTIFICATION_TYPES,
  type NotificationType,
  PushPayloadSchema,
} from '@mithaq/contracts/notifications';
import { describe, expect, it } from 'vitest';
import type { NotificationMessageInput } from '../channels.js';
import { readUnsubscribeToken, unsubscribeLink } from '../unsubscribe.js';
import { notificationWriter } from './notification-writer.js';

const config = { publicUrl: 'https://mithaq.test', authSecret: 'a-test-secret-of-enough-length-000' };
const writer = notificationWriter(config);
const memberId = '0b5d4b00-0000-4000-8000-000000000001';
const actorId = '0b5d4b00-0000-4000-8000-000000000002';

/** What delivery could hand the writer: every field a type may use, so every text is exercised. */
function inputFor(type: NotificationType, locale: Locale, extra: Partial<NotificationMessageInput> = {}) {
  return {
    locale,
    recipient: { email: 'aisha@example.com', fullName: 'Aisha Rahman' },
    type,
    actor: { fullName: 'Ayesha Siddiqui', city: 'Hyderabad' },
    data: {
      notes: 'Please upload a clearer photo.',
      subject: 'Cannot change my city',
      ticketId: 'ticket-1',
      paymentId: 'pay-1',
      planName: 'Gold',
      amount: 1450,
      endsAt: '2026-11-27T00:00:00.000Z',
      message: 'Please keep conversations respectful.',
    },
    link: `https://mithaq.test/messages?user=${actorId}`,
    count: 3,
    ...extra,
  } satisfies NotificationMessageInput;
}

const linkFor = (type: NotificationType) => unsubscribeLink(config, memberId, NOTIFICATION_TYPE_KIND[type]);
const placeholder = /\{[a-zA-Z]+[,}]/;

describe('notification emails', () => {
  for (const locale of LOCALES) {
    it(`writes every type in ${locale}: subject, text and HTML, no placeholder left`, () => {
      for (const type of NOTIFICATION_TYPES) {
        const email = writer.email(inputFor(type, locale), linkFor(type));
        const where = `${type}/${locale}`;
        expect(email.to, where).toBe('aisha@example.com');
        expect(email.subject.length, where).toBeGreaterThan(5);
        for (const part of [email.subject, email.text, email.html]) expect(part, where).not.toMatch(placeholder);
        expect(email.text, where).toContain(`https://mithaq.test/messages?user=${actorId}`);
        expect(email.text, where).toContain('https://mithaq.test/settings');
        expect(email.html, where).toContain(`lang="${locale}"`);
        expect(email.html, where).toContain(`dir="${locale === 'ur' || locale === 'ar' ? 'rtl' : 'ltr'}"`);
        expect(email.html, where).toContain('<meta name="color-scheme" content="light dark">');
        expect(email.html, where).toContain('@media (prefers-color-scheme: dark)');
      }
    });
  }

  it('names the member and their city, never anything else of theirs', () => {
    const email = writer.email(inputFor('interest-received', 'en'), linkFor('interest-received'));
    expect(email.subject).toBe('Ayesha Siddiqui from Hyderabad sent you an interest');
    expect(email.html).not.toMatch(/<img/);
  });

  it('tells how many messages and never what they say', () => {
    const secret = 'Meet me at the station at 6, my number is 98765 43210';
    const input = inputFor('messages-unread', 'en', {
      data: { message: secret, notes: secret, subject: secret } as NotificationMessageInput['data'],
    });
    // A stray field a careless caller might pass along must not reach the email either.
    (input.data as Record<string, unknown>).body = secret;
    const email = writer.email(input, linkFor('messages-unread'));
    expect(email.subject).toBe('Ayesha Siddiqui sent you 3 messages');
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toContain('station');
    const push = writer.push(input);
    expect(JSON.stringify(push)).not.toContain('station');
  });

  it('writes amounts and dates for the language with Western digits', () => {
    const payment = writer.email(inputFor('payment-received', 'ar'), null);
    expect(payment.text).toMatch(/1,450\.00|1٬450٫00|1\.450,00/);
    expect(payment.text).not.toMatch(/[٠-٩]/);
    const ending = writer.email(inputFor('membership-ending', 'hi'), linkFor('membership-ending'));
    expect(ending.text).toContain('27');
    expect(ending.text).toContain('2026');
    expect(ending.text).not.toMatch(/[०-९]/);
  });

  it('shows the staff notes on a rejected photo, set apart and in their own direction', () => {
    const email = writer.email(inputFor('photo-rejected', 'ur'), linkFor('photo-rejected'));
    expect(email.text).toContain('Please upload a clearer photo.');
    expect(email.html).toMatch(/<p dir="auto"[^>]*>Please upload a clearer photo\.<\/p>/);
  });

  it('adds RFC 8058 headers and a visible link only with an unsubscribe link', () => {
    const link = linkFor('interest-received');
    const email = writer.email(inputFor('interest-received', 'en'), link);
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${link?.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.html).toContain('Unsubscribe from emails about new interests');
    expect(email.text).toContain(`Unsubscribe from emails about new interests: ${link?.url}`);

    const receipt = writer.email(inputFor('payment-received', 'en'), linkFor('payment-received'));
    expect(linkFor('payment-received')).toBeNull();
    expect(receipt.headers).toBeUndefined();
    expect(receipt.html).not.toContain('Unsubscribe');
    expect(receipt.text).toContain('This email is a record of your account');
  });

  it('escapes what members and staff wrote', () => {
    const input = inputFor('staff-warning', 'en', {
      data: { message: '<script>alert(1)</script>' },
      actor: { fullName: '<b>Eve</b>', city: null },
    });
    const email = writer.email(input, linkFor('staff-warning'));
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});

describe('the daily digest', () => {
  const items = [
    inputFor('interest-received', 'en', { link: 'https://mithaq.test/dashboard?tab=interests' }),
    inputFor('interest-received', 'en', {
      link: 'https://mithaq.test/dashboard?tab=interests',
      actor: { fullName: 'Maryam', city: null },
    }),
    inputFor('interest-accepted', 'en'),
  ];
  const links = [linkFor('interest-received'), linkFor('interest-accepted')].flatMap((l) => (l ? [l] : []));
  const recipient = { email: 'aisha@example.com', fullName: 'Aisha Rahman', locale: 'en' as const };

  it('sums the day up in its subject and lists each item with its link', () => {
    const email = writer.digest(recipient, items, links);
    expect(email.subject).toBe('Your day on Mithaq: 2 interests, 1 new match');
    expect(email.text).toContain('Maryam sent you an interest');
    expect(email.text).toContain('https://mithaq.test/dashboard?tab=interests');
    expect(email.text).toContain('Unsubscribe from emails about new matches');
  });

  it('unsubscribes from every kind it holds with one click', () => {
    const email = writer.digest(recipient, items, links);
    const url = /^<(.+)>$/.exec(email.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(readUnsubscribeToken(config.authSecret, token)).toEqual({ memberId, kinds: ['interests', 'matches'] });
  });

  it('is written in every language', () => {
    for (const locale of LOCALES) {
      const email = writer.digest(
        { ...recipient, locale },
        items.map((i) => ({ ...i, locale })),
        links,
      );
      for (const part of [email.subject, email.text, email.html]) expect(part, locale).not.toMatch(placeholder);
    }
  });
});

describe('push texts', () => {
  it('open the screen by its path, and one conversation keeps one notification', () => {
    const first = writer.push(inputFor('messages-unread', 'en', { count: 1 }));
    const later = writer.push(inputFor('messages-unread', 'en', { count: 4 }));
    expect(PushPayloadSchema.parse(first)).toEqual(first);
    expect(first.url).toBe(`/messages?user=${actorId}`);
    expect(first.tag).toBe(`messages-${actorId}`);
    expect(later.tag).toBe(first.tag);
    expect(later.body).toBe('Ayesha Siddiqui sent you 4 messages');
  });

  it('are in the member’s language for every type', () => {
    for (const locale of LOCALES) {
      for (const type of NOTIFICATION_TYPES) {
        const push = writer.push(inputFor(type, locale));
        expect(push.title, `${type}/${locale}`).not.toMatch(placeholder);
        expect(push.body, `${type}/${locale}`).not.toMatch(placeholder);
        expect(push.url.startsWith('/'), `${type}/${locale}`).toBe(true);
      }
    }
    expect(writer.push(inputFor('interest-received', 'ur')).title).toBe('نئی دلچسپی');
  });
});
