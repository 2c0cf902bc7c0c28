import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED } from '../constants';
import headings from './headings.module.css';
import { StarPattern } from './star-pattern';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** A small line under the description, e.g. the legal pages' "Last updated". */
  meta?: ReactNode;
}

/** The heading band of a static page: the page's only h1, on a softly patterned cream panel. */
export function PageHeader({ eyebrow, title, description, meta }: PageHeaderProps) {
  return (
    <Box
      pos="relative"
      style={{
        overflow: 'hidden',
        background: 'linear-gradient(180deg, #f6efe2 0%, #fbf7f0 100%)',
        borderBottom: '1px solid #eadfca',
      }}
    >
      <StarPattern color="#0b5d4b" opacity={0.07} />
      <Container size="lg" pos="relative" py={{ base: 40, sm: 56 }}>
        <Stack gap="sm" maw={720}>
          <Text tt="uppercase" fw={700} fz="sm" c="gold.8" style={{ letterSpacing: '0.08em' }}>
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 32, sm: 42 }} className={headings.tight} c="emerald.9" textWrap="balance">
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c={MUTED}>
            {description}
          </Text>
          {meta ? (
            <Text fz="sm" fw={600} c="gray.8">
              {meta}
            </Text>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
