import { ApolloError } from '@apollo/client';
import { Spinner } from '@blueprintjs/core';
import { Component, Suspense, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { DEFAULT_PATH } from '../../app/paths';
import { ja } from '../../i18n/ja';
import { LoadFailure } from '../form/LoadFailure';

interface CaughtProps {
  /** The loader's answer: when it changes (a retry, another URL), the screen is tried again. */
  loaded: unknown;
  onRetry(): void;
  children: ReactNode;
}

interface CaughtState {
  loaded: unknown;
  error: unknown;
}

/**
 * Catches a screen's query that got no answer at all (the network is down): an ApolloError thrown
 * by useReadQuery. Anything else is a fault of the screen, left to the router's error page.
 */
class Caught extends Component<CaughtProps, CaughtState> {
  override state: CaughtState = { loaded: this.props.loaded, error: null };

  static getDerivedStateFromError(error: unknown): Partial<CaughtState> {
    return { error };
  }

  static getDerivedStateFromProps(props: CaughtProps, state: CaughtState) {
    return props.loaded === state.loaded ? null : { loaded: props.loaded, error: null };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ApolloError)) throw error;
    return <LoadFailure error={error} onRetry={this.props.onRetry} backTo={DEFAULT_PATH} />;
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
    <Caught loaded={useLoaderData()} onRetry={() => void revalidator.revalidate()}>
      <Suspense fallback={<Spinner aria-label={ja.app.loading} />}>{children}</Suspense>
    </Caught>
  );
}
