import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconSpy } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useVisibility } from '../api/get-visibility';
import { useUpdateVisibility } from '../api/update-visibility';

/**
 * On the member's own profile while incognito is on (docs/decisions/0065-coming-back.md "Incognito"):
 * says plainly what it hides, with a button that turns it off at once; then says it is off, where the
 * button was, so a keyboard or screen reader user is not left nowhere.
 */
export function IncognitoBanner() {
  const t = useT();
  const titleId = useId();
  const visibility = useVisibility();
  const update = useUpdateVisibility();
  const [isTurnedOff, setIsTurnedOff] = useState(false);
  const offRef = useRef<HTMLDivElement>(null);
  const isIncognito = visibility.data?.incognito === true;
  useEffect(() => {
    if (isTurnedOff) offRef.current?.focus();
  }, [isTurnedOff]);

  if (!isIncognito) {
    return isTurnedOff ? (
      <Alert ref={offRef} tabIndex={-1} role="status" color="emerald" variant="light" radius="lg">
        <Text fz="sm" c="gray.9">
          {t('visits.banner.off')}
        </Text>
      </Alert>
    ) : null;
  }
  const turnOff = () => update.mutate({ incognito: false }, { onSuccess: () => setIsTurnedOff(true) });
  return (
    // Dark, so it is not mistaken for a passing notice.
    <Paper component="section" aria-labelledby={titleId} bg="emerald.9" c="white" radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" variant="white" color="emerald.9" visibleFrom="xs" aria-hidden>
          <IconSpy size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text component="h2" id={titleId} fw={700} fz="lg" m={0}>
            {t('visits.banner.title')}
          </Text>
          <Text fz="sm">{t('visits.banner.body')}</Text>
          <Button variant="white" color="emerald.9" w="fit-content" mt={4} loading={update.isPending} onClick={turnOff}>
            {t('visits.banner.turnOff')}
          </Button>
          {update.isError && (
            <Group role="alert" gap={6} wrap="nowrap">
              <IconAlertTriangle size={16} aria-hidden />
              <Text fz="sm" fw={600}>
                {errorMessage(update.error, t('visits.banner.failed'))}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
