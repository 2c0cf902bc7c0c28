import { Anchor, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../constants';

/** A paragraph of legal copy. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text lh={1.7} c="gray.8">
      {children}
    </Text>
  );
}

/** A bulleted list of plain sentences. */
export function Bullets({ items }: { items: string[] }) {
  return (
    <List spacing={6} lh={1.6} c="gray.8">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

export function SupportMail() {
  return (
    <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} fz="inherit">
      {SUPPORT_EMAIL}
    </Anchor>
  );
}

export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600} fz="inherit">
      {children}
    </Anchor>
  );
}
