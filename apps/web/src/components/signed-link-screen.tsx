import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from './page-loader.tsx';

export const SIGNED_LINK_TEXT = {
  noLink:
    'Ouvrez cet écran depuis le lien reçu par e-mail, ou connectez-vous à votre espace client.',
  loadError: 'Ce lien n’est plus valable. Demandez-nous un nouveau lien ou connectez-vous.',
  back: 'Retour à mon compte',
} as const;

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
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[] };
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
        {query.isPending && props.hasClient ? <PageLoader active /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            {SIGNED_LINK_TEXT.loadError}
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
