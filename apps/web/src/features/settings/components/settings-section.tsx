import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The heading's id: the section is named by it. */
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** One card of Settings: a region named by its heading, a line of introduction, then its controls. */
export function SettingsSection({ titleId, title, intro, children }: SettingsSectionProps) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id={titleId} fz="lg" c="emerald.9">
            {title}
          </Title>
          <Text fz="sm" c="gray.9">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
