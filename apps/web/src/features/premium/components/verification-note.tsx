import { Trans } from '@lingui/react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { VERIFICATION_PATH } from '@mithaq/contracts/trust-tier';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';

/**
 * Why each plan lists lower limits before verifying, and where to verify
 * (docs/decisions/0066-catching-scammers-early.md "Trust-tiered limits").
 */
export function VerificationNote() {
  const t = useT();
  return (
    <Paper component="section" aria-labelledby="verification-note-title" withBorder radius="lg" p="lg" bg="emerald.0">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="emerald.8" aria-hidden>
          <IconShieldCheck size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} id="verification-note-title" fz="lg" c="emerald.9">
            {t('premium.verification.title')}
          </Title>
          <Text fz="sm" c="gray.9">
            <Trans
              id="premium.verification.body"
              components={{
                0: (
                  <Anchor
                    component={Link}
                    to={VERIFICATION_PATH}
                    fw={600}
                    fz="inherit"
                    c="emerald.9"
                    underline="always"
                  />
                ),
              }}
            />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
