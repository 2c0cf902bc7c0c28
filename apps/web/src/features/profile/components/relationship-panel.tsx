import { Trans } from '@lingui/react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';
import { IconChartPie, IconFlag, IconLock, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { respondButtons, SendInterestButton } from '../../../components/interest-actions';
import { ReportDialog } from '../../../components/report-dialog';
import { useT } from '../../../i18n/use-t';
import { useRespondToInterest, useSendInterestAction } from '../../../lib/interests/use-interest-actions';
import { describeRelationship } from '../lib/display';
import { isolateName } from './isolate-name';
import { PhotoAccessAction } from './photo-access-action';
import { NotInterestedAction, SaveAction } from './shortlist-actions';

const TONE_COLOR = { match: 'emerald.7', pending: 'gold.8', muted: 'gray.7' } as const;

interface RelationshipPanelProps {
  profile: ViewedProfile;
  isPremiumViewer: boolean;
  isScoreShown: boolean;
}

/**
 * Where the viewer stands with this member and what they can do about it here, the same actions as
 * the profile card (spec section 2): Send Interest; Accept and Decline of an interest they sent;
 * View Match Score and Message for a match. Besides: Save with a private note, and Not interested
 * with its Undo.
 */
export function RelationshipPanel({ profile, isPremiumViewer, isScoreShown }: RelationshipPanelProps) {
  const t = useT();
  const view = describeRelationship(profile);
  const { relationship } = profile;
  const isMatch = relationship.isMatch && !relationship.blockedByMe;
  const [isReporting, setReporting] = useState(false);
  return (
    <Paper bg="gray.0" p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Badge color={TONE_COLOR[view.tone]} size="lg">
            {t(view.labelKey)}
          </Badge>
          <Text size="sm" c="gray.7">
            <Trans id={view.description.key} values={isolateName(view.description.values)} />
          </Text>
        </Group>
        <PhotoAccessAction profile={profile} />
        {(relationship.canSendInterest || relationship.interestNeedsVerification) && (
          <SendInterest profileId={profile._id} needsVerification={relationship.interestNeedsVerification} />
        )}
        {relationship.interest === 'received' && <Respond profile={profile} />}
        {isMatch && (
          <Group gap="sm">
            {!isScoreShown && (
              <Button
                component={Link}
                to={`/profile?view=${encodeURIComponent(profile._id)}&showScore=1`}
                leftSection={<IconChartPie size={18} />}
              >
                {t('profile.relationship.viewMatchScore')}
              </Button>
            )}
            <Button
              component={Link}
              to={isPremiumViewer ? `/messages?user=${encodeURIComponent(profile._id)}` : '/premium'}
              variant="light"
              leftSection={isPremiumViewer ? <IconMessageCircle size={18} /> : <IconLock size={18} />}
              title={isPremiumViewer ? undefined : t('profile.relationship.messagingPremium')}
            >
              {t('profile.relationship.message')}
            </Button>
          </Group>
        )}
        {!relationship.notInterested && <SaveAction profile={profile} />}
        <Group gap="xs">
          <NotInterestedAction profile={profile} />
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            leftSection={<IconFlag size={16} />}
            onClick={() => setReporting(true)}
          >
            {t('profile.relationship.report')}
          </Button>
        </Group>
      </Stack>
      <ReportDialog opened={isReporting} onClose={() => setReporting(false)} member={profile} />
    </Paper>
  );
}

/** Its own component so the mutation's state belongs to this one member's view. */
function SendInterest({ profileId, needsVerification }: { profileId: string; needsVerification: boolean }) {
  const action = useSendInterestAction(profileId);
  return (
    <Group>
      <SendInterestButton {...action} needsVerification={needsVerification} fullWidth={false} />
    </Group>
  );
}

function Respond({ profile }: { profile: ViewedProfile }) {
  const respond = useRespondToInterest(profile);
  return <Group gap="sm">{respondButtons(respond)}</Group>;
}
