import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { logger } from '../lib/logger.ts';

export const ROUTE_ERROR_TEXT = {
  title: 'Cette page n’a pas pu s’afficher',
  message:
    'Une nouvelle version de Maisonnée a peut-être été mise en ligne, ou la connexion a été coupée.',
  reload: 'Recharger la page',
} as const;

interface Props {
  /** The current path: going to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * A page that fails to render (most often its chunk failed to load: a new version replaced the
 * files, or the network dropped) shows a French message and a reload button instead of a blank
 * screen; the rest of the app keeps working. React Router's declarative mode has no error
 * boundary of its own (app/router.tsx).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Set to '' by the error itself, then pinned to the path it happened on.
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('Page non affichée', { error, componentStack: info.componentStack });
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <Alert color="red" title={ROUTE_ERROR_TEXT.title} role="alert" m="md">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{ROUTE_ERROR_TEXT.message}</Text>
          <Button size="sm" onClick={() => window.location.reload()}>
            {ROUTE_ERROR_TEXT.reload}
          </Button>
        </Stack>
      </Alert>
    );
  }
}
