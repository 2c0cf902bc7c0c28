import { Anchor, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { CURRENCY } from '@mithaq/contracts';
import { IconCurrencyRupee, IconHeadset, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
  return (
    <SimpleGrid
      component="section"
      aria-label="About paying for premium"
      cols={{ base: 1, sm: 3 }}
      spacing="lg"
      mt={40}
    >
      <Note icon={<IconCurrencyRupee size={20} />}>
        Prices are in Indian rupees ({CURRENCY}) and shown before you pay.
      </Note>
      <Note icon={<IconReceiptRefund size={20} />}>
        Changed your mind? Ask within 7 days. Read our{' '}
        <Anchor component={Link} to="/refund" fw={600} fz="inherit">
          Refund Policy
        </Anchor>
        .
      </Note>
      <Note icon={<IconHeadset size={20} />}>
        Not sure which plan suits you?{' '}
        <Anchor component={Link} to="/contact" fw={600} fz="inherit">
          Talk to our team
        </Anchor>
        .
      </Note>
    </SimpleGrid>
  );
}
