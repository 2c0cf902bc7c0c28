import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { incompleteSteps, type Member } from '@mithaq/contracts';
import { IconCircleCheck } from '@tabler/icons-react';

interface WizardOutcomeProps {
  member: Member;
  /** Offered when nothing was missing; after a save the wizard closes by itself (spec section 4). */
  onClose?: () => void;
}

/** 'Your profile is complete!' (spec section 2), or a short note on what is left after a save. */
export function WizardOutcome({ member, onClose }: WizardOutcomeProps) {
  const isComplete = incompleteSteps(member).length === 0;
  return (
    <Stack align="center" ta="center" py="lg" gap="xs" role="status">
      <ThemeIcon size={56} radius="xl" color="emerald.7">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {isComplete ? 'Your profile is complete!' : 'Your details are saved.'}
      </Text>
      <Text c="gray.7">
        {isComplete
          ? 'You can now browse matches and enjoy all features.'
          : 'You can add the rest any time from your profile.'}
      </Text>
      {onClose && (
        <Button mt="sm" onClick={onClose}>
          Close
        </Button>
      )}
    </Stack>
  );
}
