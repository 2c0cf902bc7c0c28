import { Badge, Button, Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { incompleteSteps, type Member, type PublicProfile, profileCompleteness } from '@mithaq/contracts';
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
import { subtitleOf } from '../lib/display';
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
  if (member.photoStatus === 'pending') return <Badge color="gold.8">Pending review</Badge>;
  if (member.photoStatus === 'rejected') return <Badge color="red.8">Rejected</Badge>;
  return null;
}

function CompletenessRing({ value }: { value: number }) {
  return (
    <Stack gap={2} align="center">
      <RingProgress
        size={96}
        thickness={8}
        roundCaps
        sections={[{ value, color: 'emerald.7' }]}
        label={
          <Text ta="center" fw={700} size="lg">
            {value}%
          </Text>
        }
        aria-label={`Profile ${value}% complete`}
      />
      <Text size="xs" c="gray.7">
        Completeness
      </Text>
    </Stack>
  );
}

/** Photo, name, 'profession | city', badges; on the own profile also completeness and photo actions. */
export function ProfileHeader({ profile, own, children }: ProfileHeaderProps) {
  const subtitle = subtitleOf(profile);
  const isIncomplete = own ? incompleteSteps(own.member).length > 0 : false;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <div className={classes.header}>
          <ProfilePhoto member={profile} />
          <div className={classes.info}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {profile.fullName}
            </Title>
            {subtitle && (
              <Text c="gray.7" fw={500}>
                {subtitle}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              {profile.age} years{profile.gender !== 'Other' ? ` · ${profile.gender}` : ''}
            </Text>
            <Group gap={6}>
              {profile.membershipTier === 'premium' && (
                <Badge color="gold.8" leftSection={<IconCrown size={14} />}>
                  Premium
                </Badge>
              )}
              {profile.isVerified && (
                <Badge color="emerald.7" leftSection={<IconRosette size={14} />}>
                  Verified
                </Badge>
              )}
              {own && <PhotoReviewBadge member={own.member} />}
            </Group>
            {own && <VerificationChecks member={own.member} />}
            {own && (
              <div className={classes.actions}>
                {own.member.photoStatus === null ? (
                  <Button leftSection={<IconCameraPlus size={18} />} onClick={own.onChangePhoto}>
                    Add photo
                  </Button>
                ) : (
                  <Button variant="light" leftSection={<IconCamera size={18} />} onClick={own.onChangePhoto}>
                    Change photo
                  </Button>
                )}
                {isIncomplete ? (
                  <Button leftSection={<IconListCheck size={18} />} onClick={own.onCompleteProfile}>
                    Complete your profile
                  </Button>
                ) : (
                  <Badge size="lg" color="emerald.7" leftSection={<IconCircleCheck size={16} />}>
                    Profile complete
                  </Badge>
                )}
              </div>
            )}
          </div>
          {own && <CompletenessRing value={profileCompleteness(own.member)} />}
        </div>
        {own?.member.photoStatus === 'rejected' && (
          <Text size="sm" c="red.9" bg="red.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            Your photo was not approved
            {own.member.photoReviewNotes ? `: ${own.member.photoReviewNotes}` : '.'} Please upload a different photo.
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The owner's three checks (issue 8), each linking to the Verification Center. */
function VerificationChecks({ member }: { member: Member }) {
  const checks = [
    ['Email', member.emailVerified],
    ['Phone', member.phoneVerified],
    ['Government ID', member.isVerified],
  ] as const;
  return (
    <Group gap="xs" wrap="wrap">
      {checks.map(([label, done]) => (
        <Badge
          key={label}
          component={Link}
          to="/verification"
          variant={done ? 'filled' : 'outline'}
          color={done ? 'emerald.8' : 'gray.7'}
          style={{ cursor: 'pointer' }}
        >
          {label} {done ? 'verified' : 'not verified'}
        </Badge>
      ))}
    </Group>
  );
}
