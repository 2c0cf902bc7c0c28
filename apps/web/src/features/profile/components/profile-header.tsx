import { Trans } from '@lingui/react';
import { Badge, Button, Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { incompleteSteps, profileCompleteness } from '@mithaq/contracts/completeness';
import { GENDERS, PROFESSIONS } from '@mithaq/contracts/options';
import type { Member, PublicProfile } from '@mithaq/contracts/profile';
import {
  IconCamera,
  IconCameraPlus,
  IconCircleCheck,
  IconCrown,
  IconListCheck,
  IconRosette,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TrustShield } from '../../../components/trust-shield';
import { useOptionLabel } from '../../../i18n/option-labels';
import { useT } from '../../../i18n/use-t';
import classes from './profile-header.module.css';
import { ProfilePhoto } from './profile-photo';

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** Present on the own profile: photo review state, completeness and its actions. */
  own?: {
    member: Member;
    onChangePhoto: () => void;
    onCompleteProfile: () => void;
  };
  children?: ReactNode;
}

/** Filled badges: white on shade 7-8 keeps 5.6:1 or more (WCAG AA). */
function PhotoReviewBadge({ member }: { member: Member }) {
  const t = useT();
  if (member.photoStatus === 'pending') return <Badge color="gold.8">{t('profile.header.photoPending')}</Badge>;
  if (member.photoStatus === 'rejected') return <Badge color="red.8">{t('profile.header.photoRejected')}</Badge>;
  return null;
}

function CompletenessRing({ value }: { value: number }) {
  const t = useT();
  return (
    <Stack gap={2} align="center">
      <RingProgress
        size={96}
        thickness={8}
        roundCaps
        sections={[{ value, color: 'emerald.7' }]}
        label={
          <Text ta="center" fw={700} size="lg">
            {t('profile.percent', { value })}
          </Text>
        }
        aria-label={t('profile.header.completeAria', { value })}
      />
      <Text size="xs" c="gray.7">
        {t('profile.header.completeness')}
      </Text>
    </Stack>
  );
}

/**
 * 'profession | city' under the name (spec section 2), skipping whichever is missing: a listed
 * profession in the reader's language, anything the member wrote isolated in its own direction.
 */
function Subtitle({ profession, city }: { profession: string | null; city: string | null }) {
  const label = useOptionLabel();
  const job = profession?.trim()
    ? (PROFESSIONS as readonly string[]).includes(profession)
      ? label('profession', profession)
      : profession
    : null;
  const place = city?.trim() || null;
  if (!job && !place) return null;
  return (
    <Text c="gray.7" fw={500}>
      {job && <bdi>{job}</bdi>}
      {job && place && ' | '}
      {place && <bdi>{place}</bdi>}
    </Text>
  );
}

/** '27 years · Female': the gender as listed, in the reader's language. */
function AgeAndGender({ age, gender }: { age: number; gender: string }) {
  const t = useT();
  const label = useOptionLabel();
  const isListed = (GENDERS as readonly string[]).includes(gender);
  return (
    <Text size="sm" c="gray.7">
      {isListed
        ? t('profile.header.ageGender', { age, gender: label('gender', gender) })
        : t('profile.header.age', { age })}
    </Text>
  );
}

/** Photo, name, 'profession | city', badges; on the own profile also completeness and photo actions. */
export function ProfileHeader({ profile, own, children }: ProfileHeaderProps) {
  const t = useT();
  const isIncomplete = own ? incompleteSteps(own.member).length > 0 : false;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <div className={classes.header}>
          <ProfilePhoto member={profile} />
          <div className={classes.info}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{profile.fullName}</bdi>
            </Title>
            <Subtitle profession={profile.profession} city={profile.city} />
            <AgeAndGender age={profile.age} gender={profile.gender} />
            <Group gap={6} className={classes.badges}>
              {profile.membershipTier === 'premium' && (
                <Badge color="gold.8" leftSection={<IconCrown size={14} />}>
                  {t('profile.header.premium')}
                </Badge>
              )}
              {profile.isVerified && (
                <Badge color="emerald.7" leftSection={<IconRosette size={14} />}>
                  {t('profile.header.verified')}
                </Badge>
              )}
              <TrustShield trust={profile.trust} name={profile.fullName} />
              {own && <PhotoReviewBadge member={own.member} />}
            </Group>
            {own && <VerificationChecks member={own.member} />}
            {own && (
              <div className={classes.actions}>
                {own.member.photoStatus === null ? (
                  <Button leftSection={<IconCameraPlus size={18} />} onClick={own.onChangePhoto}>
                    {t('profile.header.addPhoto')}
                  </Button>
                ) : (
                  <Button variant="light" leftSection={<IconCamera size={18} />} onClick={own.onChangePhoto}>
                    {t('profile.header.changePhoto')}
                  </Button>
                )}
                {isIncomplete ? (
                  <Button leftSection={<IconListCheck size={18} />} onClick={own.onCompleteProfile}>
                    {t('profile.header.completeProfile')}
                  </Button>
                ) : (
                  <Badge size="lg" color="emerald.7" leftSection={<IconCircleCheck size={16} />}>
                    {t('profile.header.profileComplete')}
                  </Badge>
                )}
              </div>
            )}
          </div>
          {own && <CompletenessRing value={profileCompleteness(own.member)} />}
        </div>
        {own?.member.photoStatus === 'rejected' && (
          <Text size="sm" c="red.9" bg="red.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {own.member.photoReviewNotes ? (
              <Trans
                id="profile.header.photoNotApprovedWithNotes"
                values={{ notes: <bdi>{own.member.photoReviewNotes}</bdi> }}
              />
            ) : (
              t('profile.header.photoNotApproved')
            )}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The owner's three checks (docs/decisions/0013-verification.md), each linking to the Verification Center. */
function VerificationChecks({ member }: { member: Member }) {
  const t = useT();
  const checks = [
    ['email', member.emailVerified],
    ['phone', member.phoneVerified],
    ['governmentId', member.isVerified],
  ] as const;
  return (
    <Group gap="xs" wrap="wrap" className={classes.badges}>
      {checks.map(([label, done]) => (
        <Badge
          key={label}
          component={Link}
          to="/verification"
          variant={done ? 'filled' : 'outline'}
          color={done ? 'emerald.8' : 'gray.7'}
          style={{ cursor: 'pointer' }}
        >
          {t(`profile.header.check.${label}.${done ? 'done' : 'notDone'}`)}
        </Badge>
      ))}
    </Group>
  );
}
