import { Container, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';

const TABS = ['all', 'interests', 'accepted'] as const;
type Tab = (typeof TABS)[number];

export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'all';
  return (
    <Container size="lg" py="lg">
      <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? 'all' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="all">All Profiles</Tabs.Tab>
          <Tabs.Tab value="interests">Interests</Tabs.Tab>
          <Tabs.Tab value="accepted">Accepted Interests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">
          <Title order={1} fz={26}>
            Browse Community Profiles
          </Title>
          <Text c="dimmed">Profiles appear here.</Text>
        </Tabs.Panel>
        <Tabs.Panel value="interests">
          <Text>No interests yet.</Text>
        </Tabs.Panel>
        <Tabs.Panel value="accepted">
          <Text>No accepted interests yet.</Text>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
