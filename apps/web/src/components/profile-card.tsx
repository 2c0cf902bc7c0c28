import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicProfile } from '@mithaq/contracts/profile';
import {
  IconBriefcase,
  IconChartDonut,
  IconCrown,
  IconDotsVertical,
  IconHeartHandshake,
  IconHourglassHigh,
  IconLock,
  IconMapPin,
  IconMessageCircle,
  IconRosetteDiscountCheck,
  IconUser,
} from '@tabler/icons-react';
import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useOptionLabel } from '../i18n/option-labels';
import { useT } from '../i18n/use-t';
import type { RespondAction, SendInterestAction } from '../lib/interests/use-interest-actions';
import { DeferredFloating, type PlaceholderHandlers } from './deferred-floating';
import { respondButtons, SendInterestButton } from './interest-actions';
import { MemberAvatar } from './member-avatar';
import classes from './profile-card.module.css';
import type { CardMenuAction } from './report-menu';
import { TrustShield } from './trust-shield';

export type CardProfile = Pick<
  PublicProfile,
  '_id' | 'fullName' | 'age' | 'city' | 'profession' | 'photoUrl' | 'membershipTier' | 'isVerified' | 'trust'
>;

export interface ProfileCardProps {
  profile: CardProfile;
  /** A list label: 'Awaiting response' (sent) or 'Interest accepted' (accepted). */
  status?: { label: string; tone: 'waiting' | 'accepted' };
  /** Mutual match (spec section 4 "Match"): adds View Match Score and Message. */
  isMatch?: boolean;
  /** Message goes to /messages?user={id} for premium viewers, to /premium otherwise (spec section 6). */
  isPremiumViewer?: boolean;
  /** Shows Send Interest, labelled by the caller's mutation state. */
  sendInterest?: SendInterestAction;
  /** Incoming interest: Accept and Decline. */
  respond?: RespondAction;
  /** The name's heading level: one below the list's own heading (axe heading-order). */
  headingOrder?: 2 | 3;
  /** A list's own lines under the facts (browse: the distance and the fit, features/browse). */
  children?: ReactNode;
  /** Beside the name, before the menu (browse: the Save toggle). */
  headerAction?: ReactNode;
  /** After the premium and verified badges (browse: new this week, active lately). */
  badges?: ReactNode;
  /** "Not interested" in the card's menu, above Report: its label and what it does. */
  notInterested?: CardMenuAction;
}

// The enlarged photo and reporting are occasional: each loads when a member first opens it.
const PhotoModal = lazy(() => import('./photo-modal').then((m) => ({ default: m.PhotoModal })));
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));
// The card's menu opens on use: its code (Mantine's menus) loads after the page (deferred-floating.tsx).
const ReportMenu = lazy(() => import('./report-menu').then((m) => ({ default: m.ReportMenu })));

/** The shared member card of spec section 2 "Profile card"; each list chooses which actions it shows. */
export function ProfileCard({
  profile,
  status,
  isMatch,
  isPremiumViewer,
  sendInterest,
  respond,
  headingOrder = 3,
  children,
  headerAction,
  badges,
  notInterested,
}: ProfileCardProps) {
  const t = useT();
  const optionLabel = useOptionLabel();
  const titleId = useId();
  const id = encodeURIComponent(profile._id);
  const actions: ReactNode[] = [];

  if (respond) actions.push(...respondButtons(respond));
  if (sendInterest) {
    // Held back, it comes with its reason and link: a row of its own.
    const row = sendInterest.needsVerification ? { gridColumn: '1 / -1' } : undefined;
    actions.push(<SendInterestButton key="send" {...sendInterest} style={row} />);
  }
  if (isMatch) {
    actions.push(
      <Button
        key="message"
        component={Link}
        to={isPremiumViewer ? `/messages?user=${id}` : '/premium'}
        color="gold.8"
        leftSection={isPremiumViewer ? <IconMessageCircle size={16} /> : <IconLock size={16} />}
        title={isPremiumViewer ? undefined : t('member.card.messagingPremium')}
      >
        {t('member.card.message')}
      </Button>,
    );
  }
  actions.push(
    <Button
      key="view"
      component={Link}
      to={`/profile?view=${id}`}
      variant="default"
      leftSection={<IconUser size={16} />}
    >
      {t('member.card.viewProfile')}
    </Button>,
  );
  if (isMatch) {
    actions.push(
      <Button
        key="score"
        component={Link}
        to={`/profile?view=${id}&showScore=1`}
        variant="light"
        leftSection={<IconChartDonut size={16} />}
      >
        {t('member.card.viewMatchScore')}
      </Button>,
    );
  }
  // Two per row; an odd one out takes the whole last row.
  const lastIndex = actions.length - 1;
  const laidOut = actions.map((action, i) =>
    i === lastIndex && actions.length % 2 === 1 && isValidElement<{ style?: CSSProperties }>(action)
      ? cloneElement(action, { style: { gridColumn: '1 / -1' } })
      : action,
  );

  return (
    <Card component="article" aria-labelledby={titleId} padding="lg" shadow="xs" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <PhotoButton profile={profile} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
              <Title order={headingOrder} fz="lg" id={titleId} lineClamp={2} dir="auto">
                {profile.fullName}
              </Title>
              <Group gap={0} wrap="nowrap">
                {headerAction}
                <CardMenu profile={profile} notInterested={notInterested} />
              </Group>
            </Group>
            <Text size="sm" c="gray.7">
              {t('member.card.age', { age: profile.age })}
            </Text>
            <Group gap={6}>
              {profile.membershipTier === 'premium' && (
                <Badge color="gold.8" tt="none" leftSection={<IconCrown size={12} />}>
                  {t('member.card.premium')}
                </Badge>
              )}
              {profile.isVerified && (
                <Badge color="emerald" variant="light" tt="none" leftSection={<IconRosetteDiscountCheck size={12} />}>
                  {t('member.card.verified')}
                </Badge>
              )}
              <TrustShield trust={profile.trust} name={profile.fullName} />
              {badges}
            </Group>
          </Stack>
        </Group>
        <Group gap={6}>
          <Chip icon={<IconMapPin size={14} />} label={t('member.card.city')} value={profile.city} isMemberText />
          {profile.profession && (
            <Chip
              icon={<IconBriefcase size={14} />}
              label={t('member.card.profession')}
              value={optionLabel('profession', profile.profession)}
            />
          )}
        </Group>
        {children}
        {status && <StatusLabel {...status} />}
        <div className={classes.actions}>{laidOut}</div>
      </Stack>
    </Card>
  );
}

interface ChipProps {
  icon: ReactNode;
  label: string;
  value: string;
  /** Typed by the member (a city): its direction is its own, whatever the page's (bidi isolation). */
  isMemberText?: boolean;
}

function Chip({ icon, label, value, isMemberText }: ChipProps) {
  const t = useT();
  return (
    <Badge
      variant="light"
      color="gray"
      c="gray.8"
      tt="none"
      fw={500}
      size="lg"
      radius="xl"
      leftSection={icon}
      aria-label={t('member.card.fact', { label, value })}
      style={{ maxWidth: '100%' }}
    >
      {isMemberText ? <bdi>{value}</bdi> : value}
    </Badge>
  );
}

function StatusLabel({ label, tone }: { label: string; tone: 'waiting' | 'accepted' }) {
  const waiting = tone === 'waiting';
  return (
    <Group gap={6} c={waiting ? 'gold.8' : 'emerald.7'}>
      {waiting ? <IconHourglassHigh size={18} aria-hidden /> : <IconHeartHandshake size={18} aria-hidden />}
      <Text fw={600} size="sm">
        {label}
      </Text>
    </Group>
  );
}

/** The photo opens enlarged in a modal (spec section 2); a real button, so it works from the keyboard. */
function PhotoButton({ profile }: { profile: CardProfile }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  // The modal's code loads on the first open and then stays, so it can animate closed.
  const [modalLoaded, setModalLoaded] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => {
          setModalLoaded(true);
          open();
        }}
        aria-label={t('member.card.openPhoto', { name: profile.fullName })}
        style={{ borderRadius: '50%' }}
      >
        <MemberAvatar member={profile} size={72} radius="xl" />
      </UnstyledButton>
      {modalLoaded ? (
        <Suspense fallback={null}>
          <PhotoModal profile={profile} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The card's menu: Report (docs/decisions/0014-safety-and-member-rights.md), which opens the report dialog for this
 * member, and on lists that offer it "Not interested".
 */
function CardMenu({ profile, notInterested }: { profile: CardProfile; notInterested?: CardMenuAction }) {
  const t = useT();
  const [reporting, { open, close }] = useDisclosure(false);
  const [reportLoaded, setReportLoaded] = useState(false);
  const moreButton = (handlers?: PlaceholderHandlers) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      c="gray.8"
      aria-label={t('member.card.more', { name: profile.fullName })}
      {...handlers}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  const report = () => {
    setReportLoaded(true);
    open();
  };
  return (
    <>
      <DeferredFloating placeholder={moreButton}>
        <ReportMenu target={moreButton()} onReport={report} notInterested={notInterested} />
      </DeferredFloating>
      {reportLoaded ? (
        <Suspense fallback={null}>
          <ReportDialog opened={reporting} onClose={close} member={profile} />
        </Suspense>
      ) : null}
    </>
  );
}
