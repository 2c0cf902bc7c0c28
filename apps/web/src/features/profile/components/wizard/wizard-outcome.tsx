import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { incompleteSteps } from '@mithaq/contracts/completeness';
import type { Member } from '@mithaq/contracts/profile';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';

interface WizardOutcomeProps {
  member: Member;
  /** Offered when nothing was missing; after a save the wizard closes by itself (spec section 4). */
  onClose?: () => void;
}

/** 'Your profile is complete!' (spec section 2), or a short note on what is left after a save. */
export function WizardOutcome({ member, onClose }: WizardOutcomeProps) {
  const t = useT();
  const isComplete = incompleteSteps(member).length === 0;
  return (
    <Stack align="center" ta="center" py="lg" gap="xs" role="status">
      <ThemeIcon size={56} radius="xl" color="emerald.7">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {t(isComplete ? 'profile.wizard.completeTitle' : 'profile.wizard.savedTitle')}
      </Text>
      <Text c="gray.7">{t(isComplete ? 'profile.wizard.completeBody' : 'profile.wizard.savedBody')}</Text>
      {onClose && (
        <Button mt="sm" onClick={onClose}>
          {t('profile.wizard.close')}
        </Button>
      )}
    </Stack>
  );
}
