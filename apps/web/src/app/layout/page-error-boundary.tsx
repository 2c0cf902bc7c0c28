import { Component, lazy, type ReactNode, Suspense } from 'react';

// Loaded only when a page fails: the frame every page downloads stays small (bench/bundle budgets).
const PageLoadFailed = lazy(() => import('./page-load-failed'));

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
      <Suspense fallback={null}>
        <PageLoadFailed />
      </Suspense>
    );
  }
}
