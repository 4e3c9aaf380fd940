import {
  Badge,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatInstantParis, formatPlannedDate } from '@maisonnee/domain';
import { apiBase } from '../../../lib/env.ts';
import type { CahierEntree } from '../api/get-cahier.ts';
import { CAHIER_TEXT as T } from '../text.ts';

/** One task of a visit report: ✓ done, ✗ not done (said in words to screen readers). */
function TacheLine({ libelle, faite }: { libelle: string; faite: boolean }) {
  return (
    <List.Item
      icon={
        <Text span fw={700} c={faite ? 'teal.8' : 'red.8'} aria-hidden>
          {faite ? '✓' : '✗'}
        </Text>
      }
    >
      {libelle}
      <VisuallyHidden>{` : ${faite ? T.faite : T.nonFaite}`}</VisuallyHidden>
    </List.Item>
  );
}

/** An entry as a bubble: the reader's own on the right, the others on the left. */
function Entree({ entree }: { entree: CahierEntree }) {
  const isRapport = entree.intervention_id !== null;
  const auteur = entree.is_mine ? T.moi : entree.auteur_nom;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      bg={entree.is_mine ? 'blue.0' : undefined}
      style={{ alignSelf: entree.is_mine ? 'flex-end' : 'flex-start', maxWidth: '92%' }}
      aria-label={
        isRapport && entree.date_visite
          ? T.rapportTitle(formatPlannedDate(entree.date_visite))
          : undefined
      }
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {auteur}
          </Text>
          <Badge
            size="sm"
            variant={entree.auteur === 'intervenant' ? 'filled' : 'light'}
            color={entree.auteur === 'intervenant' ? 'teal.9' : 'gray'}
          >
            {T.auteurs[entree.auteur]}
          </Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={entree.created_at}>
            {formatInstantParis(entree.created_at)}
          </Text>
        </Group>
        {isRapport && entree.date_visite && (
          <Title order={3} size="sm">
            {T.rapportTitle(formatPlannedDate(entree.date_visite))}
          </Title>
        )}
        {entree.taches && entree.taches.length > 0 && (
          <List size="sm" spacing={2} center>
            {entree.taches.map((tache) => (
              <TacheLine key={tache.tache_id} libelle={tache.libelle} faite={tache.faite} />
            ))}
          </List>
        )}
        {entree.texte && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entree.texte}
          </Text>
        )}
        {entree.photo && (
          <Image
            src={`${apiBase()}${entree.photo.url}`}
            alt={T.photoAlt(auteur)}
            radius="sm"
            maw={320}
            fit="contain"
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The notebook's entries, newest first, as a conversation. */
export function CahierTimeline({ entrees }: { entrees: readonly CahierEntree[] }) {
  if (entrees.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {T.empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label={T.title}>
      {entrees.map((entree) => (
        <Entree key={entree.id} entree={entree} />
      ))}
    </Stack>
  );
}
