import { Alert, Anchor, Box, Button, Group, Text } from '@mantine/core';
import type { Member, Plan } from '@mithaq/contracts';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

interface PlanActionProps {
  plan: Plan;
  isSignedIn: boolean;
  tier: Member['membershipTier'] | null;
}

function CurrentPlanNote({ children }: { children: string }) {
  return (
    <Group
      gap={8}
      justify="center"
      h={42}
      c="emerald.8"
      fw={600}
      bg="emerald.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <IconCircleCheck size={18} aria-hidden />
      <Text span fw={600} fz="sm">
        {children}
      </Text>
    </Group>
  );
}

/**
 * What a plan card offers. Online checkout arrives in a later release, so Buy is honest about it:
 * visitors register first (the chosen plan rides along in the query), members are told payment is
 * opening soon and that support can upgrade them meanwhile.
 */
export function PlanAction({ plan, isSignedIn, tier }: PlanActionProps) {
  const [isNoteOpen, setNoteOpen] = useState(false);
  const noteId = useId();

  if (plan.price === null) {
    if (!isSignedIn) {
      return (
        <Button component={Link} to="/register" variant="outline" fullWidth size="md">
          Register Free
        </Button>
      );
    }
    return (
      <CurrentPlanNote>{tier === 'premium' ? 'Included in your membership' : 'Your current plan'}</CurrentPlanNote>
    );
  }

  if (!isSignedIn) {
    return (
      <Button component={Link} to={`/register?plan=${plan.id}`} fullWidth size="md">
        Buy {plan.name}
      </Button>
    );
  }

  return (
    <Box>
      <Button
        fullWidth
        size="md"
        aria-expanded={isNoteOpen}
        aria-controls={noteId}
        onClick={() => setNoteOpen((open) => !open)}
      >
        Buy {plan.name}
      </Button>
      <Box id={noteId} aria-live="polite" mt={isNoteOpen ? 'sm' : 0}>
        {isNoteOpen ? (
          <Alert
            color="gold"
            radius="md"
            p="sm"
            icon={<IconClock size={18} />}
            styles={{ root: { border: '1px solid var(--mantine-color-gold-3)' }, message: { color: '#1f2a27' } }}
          >
            <Text fz="sm" c="#1f2a27">
              Online payment is opening soon. Meanwhile our support team can upgrade you to {plan.name}:{' '}
              <Anchor component={Link} to="/contact" fw={700} fz="inherit" c="emerald.8" underline="always">
                contact support
              </Anchor>
              .
            </Text>
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
