import { Trans } from '@lingui/react';
import { Anchor, Box, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHelpCircle, IconLifebuoy, IconMail, IconShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { MUTED, SUPPORT_EMAIL } from '../constants';
import { usePagePath } from '../lib/use-page-path';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'lg', sm: 'xl' }} shadow="xs" style={{ borderColor: '#eadfca' }}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color="emerald" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="xl" c="emerald.9">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Spec section 1, "Contact page": replies within one business day, seven days a week, at the support address. */
export function ContactCards() {
  const t = useT();
  const pagePath = usePagePath();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <InfoCard icon={<IconMail size={26} stroke={1.8} />} title={t('contact.email.title')}>
        <Text c={MUTED}>{t('contact.email.text')}</Text>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fz="lg" fw={700} dir="ltr" style={{ wordBreak: 'break-all' }}>
          {SUPPORT_EMAIL}
        </Anchor>
      </InfoCard>
      <InfoCard icon={<IconClock size={26} stroke={1.8} />} title={t('contact.reply.title')}>
        <Text c="gray.8">
          <Trans id="contact.reply.text" components={{ 0: <strong />, 1: <strong /> }} />
        </Text>
        <Text c={MUTED} fz="sm">
          {t('contact.reply.safety')}
        </Text>
      </InfoCard>
      <InfoCard icon={<IconLifebuoy size={26} stroke={1.8} />} title={t('contact.member.title')}>
        <Text c={MUTED}>{t('contact.member.text')}</Text>
        <Button component={Link} to="/support" variant="light">
          {t('contact.member.button')}
        </Button>
      </InfoCard>
      <InfoCard icon={<IconHelpCircle size={26} stroke={1.8} />} title={t('contact.quick.title')}>
        <Text c={MUTED}>{t('contact.quick.text')}</Text>
        <Button component={Link} to={pagePath('/help')} variant="light">
          {t('contact.quick.button')}
        </Button>
      </InfoCard>
    </SimpleGrid>
  );
}

const TIPS = ['account', 'payment', 'report', 'password'] as const;

export function ContactTips() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="tips-title" mt={40}>
      <Card p={{ base: 'lg', sm: 'xl' }} shadow="xs" bg="#f6efe2" style={{ borderColor: '#eadfca' }}>
        <Stack gap="sm">
          <Title id="tips-title" order={2} fz="xl" c="emerald.9">
            <ThemeIcon
              size={28}
              radius="xl"
              color="gold.3"
              c="#1f2a27"
              me="xs"
              aria-hidden
              style={{ verticalAlign: 'middle' }}
            >
              <IconShield size={16} />
            </ThemeIcon>
            {t('contact.tips.title')}
          </Title>
          <List spacing={6} c="gray.8">
            {TIPS.map((tip) => (
              <List.Item key={tip}>{t(`contact.tips.${tip}`)}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
    </Box>
  );
}
