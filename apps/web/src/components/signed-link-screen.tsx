import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/http.ts';
import { PageLoader } from './page-loader.tsx';

export const SIGNED_LINK_TEXT = {
  noLink:
    'Ouvrez cet écran depuis le lien reçu par e-mail, ou connectez-vous à votre espace client.',
  loadError: 'Ce lien n’est plus valable. Demandez-nous un nouveau lien ou connectez-vous.',
  forbidden: 'Ces informations ne sont pas accessibles depuis votre compte.',
  unavailable:
    'Ces informations ne peuvent pas être chargées pour le moment. Réessayez dans un instant.',
  retry: 'Réessayer',
  back: 'Retour à mon compte',
} as const;

/** Answers that say the link (or the session) does not open this data: asking again won't help. */
const REFUSED_STATUSES = new Set([400, 401, 403, 404]);

/**
 * Why the data did not load, in French: a refused link, a session without the right, or a
 * failure worth trying again (server, network, rate limit).
 */
export function signedLinkErrorMessage(error: unknown, hasLink: boolean): string {
  if (error instanceof ApiError && REFUSED_STATUSES.has(error.status)) {
    return hasLink ? SIGNED_LINK_TEXT.loadError : SIGNED_LINK_TEXT.forbidden;
  }
  return SIGNED_LINK_TEXT.unavailable;
}

/**
 * The frame of a public screen reached by a signed link (planned billing, planning proposals):
 * title and description, then the list, or why there is none (no link, expired link, empty).
 */
export function SignedLinkScreen(props: {
  title: string;
  description: string;
  /** Shown under the description (the billing period). */
  intro?: ReactNode;
  empty: string;
  /** False when neither the link nor the session names a client. */
  hasClient: boolean;
  /** True when the screen was opened by a mailed link (`?client=`), false for the session. */
  hasLink: boolean;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    data?: readonly unknown[];
    refetch: () => unknown;
  };
  /** The items, once loaded. */
  children: ReactNode;
}) {
  const { query } = props;
  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1}>{props.title}</Title>
        <Text>{props.description}</Text>
        {props.intro}
        {props.hasClient ? null : <Text>{SIGNED_LINK_TEXT.noLink}</Text>}
        {query.isPending && !query.isError && props.hasClient ? <PageLoader active /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{signedLinkErrorMessage(query.error, props.hasLink)}</Text>
              <Button
                size="xs"
                variant="light"
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {SIGNED_LINK_TEXT.retry}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {query.data?.length === 0 ? <Text c="dimmed">{props.empty}</Text> : null}
        {props.children}
        <Anchor component={Link} to="/account">
          {SIGNED_LINK_TEXT.back}
        </Anchor>
      </Stack>
    </Container>
  );
}
