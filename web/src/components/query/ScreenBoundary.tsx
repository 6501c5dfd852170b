import { Spinner } from '@blueprintjs/core';
import { Component, Suspense, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { ja } from '../../i18n/ja';
import { LoadFailure } from '../form/LoadFailure';
import { DEFAULT_PATH } from '../../app/paths';

interface CaughtProps {
  onRetry(): void;
  children: ReactNode;
}

/** Catches a screen's query that failed outright (no answer at all, e.g. the network is down). */
class Caught extends Component<CaughtProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <LoadFailure
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
        backTo={DEFAULT_PATH}
      />
    );
  }
}

/**
 * Around a screen that reads its route loader's queries (useScreenQuery): a spinner while the
 * first answer is on its way, and why it failed when no answer came at all (a GraphQL error is in
 * the answer: the screen shows it itself); 再試行 runs the loader again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <Caught onRetry={() => void revalidator.revalidate()}>
      <Suspense fallback={<Spinner aria-label={ja.app.loading} />}>{children}</Suspense>
    </Caught>
  );
}
