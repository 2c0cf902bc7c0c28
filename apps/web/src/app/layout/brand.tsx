import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';

/** The brand link: /dashboard when signed in, else / (spec section 2). */
export function Brand({ to }: { to: string }) {
  const t = useT();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('app.brand.home')}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz={22} lh={1.2} c="emerald.7" style={{ letterSpacing: '-0.02em' }}>
          Mithaq
        </Text>
      </Group>
    </UnstyledButton>
  );
}
