import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ViewedProfile } from '@mithaq/contracts';
import { IconChartPie, IconFlag, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReportDialog } from '../../../components/report-dialog';
import { describeRelationship } from '../lib/display';

const TONE_COLOR = { match: 'emerald.7', pending: 'gold.8', muted: 'gray.7' } as const;

interface RelationshipPanelProps {
  profile: ViewedProfile;
  isPremiumViewer: boolean;
  isScoreShown: boolean;
}

/** Where the viewer stands with this member; matches get View Match Score and Message (spec section 2). */
export function RelationshipPanel({ profile, isPremiumViewer, isScoreShown }: RelationshipPanelProps) {
  const view = describeRelationship(profile);
  const isMatch = profile.relationship.isMatch && !profile.relationship.blockedByMe;
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
              leftSection={<IconMessageCircle size={18} />}
            >
              Message
            </Button>
          </Group>
        )}
        {profile.relationship.interest === 'received' && (
          <Group>
            <Button component={Link} to="/dashboard?tab=interests" variant="light">
              Review interest
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
