import { Trans } from '@lingui/react';
import { Anchor, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { REFUND_WINDOW_DAYS } from '@mithaq/contracts/payments';
import { CURRENCY } from '@mithaq/contracts/plans';
import { IconCurrencyRupee, IconHeadset, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={36} radius="xl" variant="light" color="emerald" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fz="sm" c="gray.8" pt={6}>
        {children}
      </Text>
    </Group>
  );
}

/** Small print under the plans: currency, refunds and help choosing. */
export function PlanNotes() {
  const t = useT();
  const locale = useLocale();
  return (
    <SimpleGrid
      component="section"
      aria-label={t('premium.notes.label')}
      cols={{ base: 1, sm: 3 }}
      spacing="lg"
      mt={40}
    >
      <Note icon={<IconCurrencyRupee size={20} />}>{t('premium.notes.currency', { currency: CURRENCY })}</Note>
      <Note icon={<IconReceiptRefund size={20} />}>
        <Trans
          id="premium.notes.refund"
          values={{ days: REFUND_WINDOW_DAYS }}
          components={{ 0: <Anchor component={Link} to={localizedPath(locale, '/refund')} fw={600} fz="inherit" /> }}
        />
      </Note>
      <Note icon={<IconHeadset size={20} />}>
        <Trans
          id="premium.notes.help"
          components={{ 0: <Anchor component={Link} to={localizedPath(locale, '/contact')} fw={600} fz="inherit" /> }}
        />
      </Note>
    </SimpleGrid>
  );
}
