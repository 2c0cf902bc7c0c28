import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@mithaq/contracts';
import { Component, type ReactNode } from 'react';

interface Props {
  /** The page's address: leaving the page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that could not load (its chunk is missing even after lib/stale-build.ts reloaded once, or
 * the connection dropped) shows a way out instead of unmounting the whole site to a blank screen.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" role="alert">
          <Title order={1}>{MESSAGES.pageLoadFailedTitle}</Title>
          <Text c="dimmed">{MESSAGES.pageLoadFailed}</Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </Stack>
      </Container>
    );
  }
}
