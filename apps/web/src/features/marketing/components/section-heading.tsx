import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED } from '../constants';
import headings from './headings.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'left' | 'center';
}

/** An h2 with an optional gold eyebrow and lead text. */
export function SectionHeading({ id, eyebrow, title, description, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Stack gap="xs" ta={align} align={centered ? 'center' : 'flex-start'} mb={{ base: 'xl', sm: 40 }}>
      {eyebrow ? (
        <Text tt="uppercase" fw={700} fz="sm" c="gold.8" style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title id={id} order={2} fz={{ base: 28, sm: 36 }} className={headings.snug} c="emerald.9" textWrap="balance">
        {title}
      </Title>
      {description ? (
        <Text fz={{ base: 'md', sm: 'lg' }} c={MUTED} maw={680}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
