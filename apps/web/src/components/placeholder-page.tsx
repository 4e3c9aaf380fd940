import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const PLACEHOLDER_TEXT = {
  soon: 'Cet écran arrive bientôt.',
  back: 'Retour à mon compte',
} as const;

/** A screen not built yet: its title, a French sentence and a way back. */
export function PlaceholderPage({
  title,
  description,
  standalone = false,
}: {
  title: string;
  description: string;
  /** Outside the signed-in layout the page is its own main landmark. */
  standalone?: boolean;
}) {
  return (
    <Container size="sm" py="lg" component={standalone ? 'main' : 'div'}>
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text>{description}</Text>
        <Text c="dimmed">{PLACEHOLDER_TEXT.soon}</Text>
        <Anchor component={Link} to="/account">
          {PLACEHOLDER_TEXT.back}
        </Anchor>
      </Stack>
    </Container>
  );
}
