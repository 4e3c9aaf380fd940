import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const NOT_FOUND_TEXT = {
  title: 'Page introuvable',
  description:
    'L’adresse demandée ne correspond à aucune page de Maisonnée. Elle a peut-être changé, ou le lien suivi est incomplet.',
  home: 'Retour à l’accueil',
} as const;

/**
 * An address the app does not know: said plainly, with the way home. Not a screen "to come"
 * (the placeholder page): nothing here promises a screen that does not exist.
 */
export function NotFoundPage() {
  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="sm">
        <Title order={1}>{NOT_FOUND_TEXT.title}</Title>
        <Text>{NOT_FOUND_TEXT.description}</Text>
        <Anchor component={Link} to="/">
          {NOT_FOUND_TEXT.home}
        </Anchor>
      </Stack>
    </Container>
  );
}
