import { Anchor, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DirectionScore } from '@mithaq/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { directionSummary, NOT_SPECIFIED } from '../../lib/display';

interface DirectionCardProps {
  direction: 'theyFitYou' | 'youFitThem';
  score: DirectionScore;
  /** The other member's full name. */
  name: string;
}

/** One direction of fit: each preference, whether it is met, and the value it was compared with. */
export function DirectionCard({ direction, score, name }: DirectionCardProps) {
  const first = name.trim().split(/\s+/)[0] ?? name;
  const isMine = direction === 'theyFitYou';
  const title = isMine ? `How ${first} fits your preferences` : `How you fit ${first}'s preferences`;
  const valueOwner = isMine ? `${first}'s` : 'Your';
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        {score.percent === null ? (
          <Text size="sm" c="gray.7">
            {isMine ? (
              <>
                You have not set partner preferences yet.{' '}
                <Anchor component={Link} to="/profile?edit=partner#partner">
                  Add your partner preferences
                </Anchor>
              </>
            ) : (
              `${first} has not set partner preferences yet.`
            )}
          </Text>
        ) : (
          <>
            <Text fw={600}>
              {directionSummary(direction, score, name)} ({score.percent}%)
            </Text>
            <List spacing="sm" listStyleType="none" p={0} m={0}>
              {score.criteria.map((c) => (
                <List.Item
                  key={c.key}
                  icon={
                    <ThemeIcon size={24} radius="xl" color={c.met ? 'emerald.7' : 'red.8'}>
                      {c.met ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
                    </ThemeIcon>
                  }
                >
                  <Text size="sm" fw={600}>
                    {c.label}: <span>{c.met ? 'met' : 'not met'}</span>
                  </Text>
                  <Text size="sm" c="gray.7">
                    Preference: {c.preference} · {valueOwner}: {c.value ?? NOT_SPECIFIED}
                  </Text>
                  <Text size="sm" c="gray.8">
                    {c.explanation}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
