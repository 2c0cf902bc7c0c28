import { Anchor, Box, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHelpCircle, IconLifebuoy, IconMail, IconShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MUTED, SUPPORT_EMAIL } from '../constants';

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
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <InfoCard icon={<IconMail size={26} stroke={1.8} />} title="Email our support team">
        <Text c={MUTED}>Write to us about your account, payments, verification or anything else.</Text>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} fz="lg" fw={700} style={{ wordBreak: 'break-all' }}>
          {SUPPORT_EMAIL}
        </Anchor>
      </InfoCard>
      <InfoCard icon={<IconClock size={26} stroke={1.8} />} title="When we reply">
        <Text c="gray.8">
          We reply <strong>within one business day</strong>, <strong>seven days a week</strong>, weekends included.
        </Text>
        <Text c={MUTED} fz="sm">
          Safety reports are read first, whatever the time.
        </Text>
      </InfoCard>
      <InfoCard icon={<IconLifebuoy size={26} stroke={1.8} />} title="Already a member?">
        <Text c={MUTED}>Open a ticket in the Support Center to keep the whole conversation in one place.</Text>
        <Button component={Link} to="/support" variant="light">
          Go to the Support Center
        </Button>
      </InfoCard>
      <InfoCard icon={<IconHelpCircle size={26} stroke={1.8} />} title="Quick answers">
        <Text c={MUTED}>
          Most questions about profiles, photos, plans and verification are answered in our Help Center.
        </Text>
        <Button component={Link} to="/help" variant="light">
          Browse the Help Center
        </Button>
      </InfoCard>
    </SimpleGrid>
  );
}

export function ContactTips() {
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
              mr="xs"
              aria-hidden
              style={{ verticalAlign: 'middle' }}
            >
              <IconShield size={16} />
            </ThemeIcon>
            Help us help you faster
          </Title>
          <List spacing={6} c="gray.8">
            <List.Item>Write from the email address registered on your Mithaq account.</List.Item>
            <List.Item>For a payment question, include the transaction ID from your confirmation.</List.Item>
            <List.Item>To report a member, tell us their name and city as shown on their profile.</List.Item>
            <List.Item>Never send us your password. Our team will never ask for it.</List.Item>
          </List>
        </Stack>
      </Card>
    </Box>
  );
}
