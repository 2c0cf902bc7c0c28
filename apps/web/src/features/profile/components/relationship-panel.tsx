import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts';
import { IconChartPie, IconFlag, IconLock, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { respondButtons, SendInterestButton } from '../../../components/interest-actions';
import { ReportDialog } from '../../../components/report-dialog';
import { useRespondToInterest, useSendInterestAction } from '../../../lib/interests/use-interest-actions';
import { describeRelationship } from '../lib/display';

const TONE_COLOR = { match: 'emerald.7', pending: 'gold.8', muted: 'gray.7' } as const;

interface RelationshipPanelProps {
  profile: ViewedProfile;
  isPremiumViewer: boolean;
  isScoreShown: boolean;
}

/**
 * Where the viewer stands with this member and what they can do about it here, the same actions as
 * the profile card (spec section 2): Send Interest; Accept and Decline of an interest they sent;
 * View Match Score and Message for a match.
 */
export function RelationshipPanel({ profile, isPremiumViewer, isScoreShown }: RelationshipPanelProps) {
  const view = describeRelationship(profile);
  const { relationship } = profile;
  const isMatch = relationship.isMatch && !relationship.blockedByMe;
  const [isReporting, setReporting] = useState(false);
  return (
    <Paper bg="gray.0" p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Badge color={TONE_COLOR[view.tone]} size="lg">
            {view.label}
          </Badge>
          <Text size="sm" c="gray.7">
            {view.description}
          </Text>
        </Group>
        {relationship.canSendInterest && <SendInterest profileId={profile._id} />}
        {relationship.interest === 'received' && <Respond profile={profile} />}
        {isMatch && (
          <Group gap="sm">
            {!isScoreShown && (
              <Button
                component={Link}
                to={`/profile?view=${encodeURIComponent(profile._id)}&showScore=1`}
                leftSection={<IconChartPie size={18} />}
              >
                View Match Score
              </Button>
            )}
            <Button
              component={Link}
              to={isPremiumViewer ? `/messages?user=${encodeURIComponent(profile._id)}` : '/premium'}
              variant="light"
              leftSection={isPremiumViewer ? <IconMessageCircle size={18} /> : <IconLock size={18} />}
              title={isPremiumViewer ? undefined : 'Messaging is a premium feature'}
            >
              Message
            </Button>
          </Group>
        )}
        <Group>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            leftSection={<IconFlag size={16} />}
            onClick={() => setReporting(true)}
          >
            Report
          </Button>
        </Group>
      </Stack>
      <ReportDialog opened={isReporting} onClose={() => setReporting(false)} member={profile} />
    </Paper>
  );
}

/** Its own component so the mutation's state belongs to this one member's view. */
function SendInterest({ profileId }: { profileId: string }) {
  const action = useSendInterestAction(profileId);
  return (
    <Group>
      <SendInterestButton {...action} fullWidth={false} />
    </Group>
  );
}

function Respond({ profile }: { profile: ViewedProfile }) {
  const respond = useRespondToInterest(profile);
  return <Group gap="sm">{respondButtons(respond)}</Group>;
}
