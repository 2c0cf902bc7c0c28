import { Trans } from '@lingui/react';
import { Anchor, List, Text } from '@mantine/core';
import {
  PLANS,
  UNVERIFIED_FREE_INTERESTS_PER_DAY,
  UNVERIFIED_PREMIUM_INTERESTS_PER_DAY,
} from '@mithaq/contracts/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../../i18n/format';
import { useT } from '../../../../i18n/use-t';
import { SUPPORT_EMAIL } from '../../constants';
import { usePagePath } from '../../lib/use-page-path';

/**
 * The help centre's questions, by topic. Texts live in the `marketing` catalog: a topic's title at
 * `help.topic.<key>`, a question at `help.q.<id>` and its answer at
 * `help.a.<id>`, unless the item draws its own answer (links, lists, the plans' limits).
 */
export interface FaqItem {
  id: string;
  Answer?: () => ReactNode;
}

export interface FaqTopic {
  /** The topic's anchor on the page (`/help#payments`). */
  id: string;
  key: string;
  items: FaqItem[];
}

const To = ({ to, children }: { to: string; children?: ReactNode }) => {
  const pagePath = usePagePath();
  return (
    <Anchor component={Link} to={pagePath(to)} fw={600} fz="inherit">
      {children}
    </Anchor>
  );
};

const MailUs = ({ children }: { children?: ReactNode }) => (
  <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} fz="inherit" dir="ltr">
    {children}
  </Anchor>
);

/** An answer with links: `<0>…</0>` in its message are the links, in order. */
const linked =
  (id: string, ...links: string[]) =>
  () => (
    <Text>
      <Trans
        id={`help.a.${id}`}
        values={{ email: SUPPORT_EMAIL }}
        components={Object.fromEntries(
          links.map((to, i) => [i, to === 'mailto' ? <MailUs key={to} /> : <To key={to} to={to} />]),
        )}
      />
    </Text>
  );

/** Spec section 9 quotas, read from the shared plan list so the page never drifts from the rules. */
function QuotaList() {
  const t = useT();
  const { number } = useFormat();
  return (
    <>
      <Text>{t('help.a.howMany')}</Text>
      <List spacing={4} mt="xs">
        {PLANS.map((p) => (
          <List.Item key={p.id}>
            <strong>{t(`help.plan.${p.id}`)}</strong>
            {p.price === null ? '' : ` (₹${number(p.price)})`}:{' '}
            {p.interestsPerDay === null || p.interestsPerMonth === null
              ? t('help.quota.unlimited')
              : t('help.quota.limited', { perDay: p.interestsPerDay, perMonth: p.interestsPerMonth })}
          </List.Item>
        ))}
      </List>
      {/* The lower daily limits before verifying (docs/decisions/0066-catching-scammers-early.md). */}
      <Text mt="xs">
        {t('help.quota.beforeVerifying', {
          free: UNVERIFIED_FREE_INTERESTS_PER_DAY,
          premium: UNVERIFIED_PREMIUM_INTERESTS_PER_DAY,
        })}
      </Text>
    </>
  );
}

const SAFETY_TIPS = ['platform', 'money', 'family', 'badges'] as const;

function SafetyTips() {
  const t = useT();
  return (
    <List spacing={4}>
      {SAFETY_TIPS.map((tip) => (
        <List.Item key={tip}>{t(`help.safetyTip.${tip}`)}</List.Item>
      ))}
    </List>
  );
}

export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'getting-started',
    key: 'gettingStarted',
    items: [
      { id: 'whoCanJoin' },
      { id: 'createProfile', Answer: linked('createProfile', '/register') },
      { id: 'guardian' },
    ],
  },
  {
    id: 'profile-photos',
    key: 'profilePhotos',
    items: [{ id: 'editProfile' }, { id: 'photoPending' }, { id: 'photoBlur' }],
  },
  {
    id: 'interests',
    key: 'interests',
    items: [{ id: 'howInterests' }, { id: 'howMany', Answer: QuotaList }, { id: 'declined' }],
  },
  {
    id: 'messaging',
    key: 'messaging',
    items: [{ id: 'whoMessages', Answer: linked('whoMessages', '/premium') }, { id: 'block' }],
  },
  {
    id: 'verification',
    key: 'verification',
    items: [{ id: 'verifyContact' }, { id: 'verifyId' }],
  },
  {
    id: 'payments',
    key: 'payments',
    items: [
      { id: 'plans', Answer: linked('plans', '/premium') },
      { id: 'paymentFailed', Answer: linked('paymentFailed') },
      { id: 'refund', Answer: linked('refund', '/refund') },
    ],
  },
  {
    id: 'safety',
    key: 'safety',
    items: [
      { id: 'staySafe', Answer: SafetyTips },
      { id: 'report', Answer: linked('report', '/support', 'mailto') },
    ],
  },
  {
    id: 'account',
    key: 'account',
    items: [
      { id: 'deactivate', Answer: linked('deactivate', '/support', '/contact') },
      { id: 'deleteData', Answer: linked('deleteData', '/privacy') },
    ],
  },
];
