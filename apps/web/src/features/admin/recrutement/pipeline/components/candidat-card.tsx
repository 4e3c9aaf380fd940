import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { SKILLS, type SkillId, formatInstantDate } from '@maisonnee/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { showSuccess } from '../../../../../lib/toast.ts';
import { useMoveCandidat } from '../api/move-candidat.ts';
import type { CandidatItem } from '../api/search-candidats-by-statuts.ts';
import { adminCandidatPath } from '../../../../../lib/admin-links.ts';
import { moveTargets, statutLabel } from '../statut-moves.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';

/** "Prénom Nom", as a person reads it. */
export function candidatName(candidat: Pick<CandidatItem, 'prenom' | 'nom'>): string {
  return [candidat.prenom, candidat.nom].filter(Boolean).join(' ');
}

/** Why a move failed, in French: the API's refusal (e.g. a forbidden move). */
export function moveErrorMessage(error: unknown): string {
  return errorMessage(error) ?? T.moveError;
}

/** The services' short French names. */
function servicesText(services: readonly number[]): string {
  return services
    .map((id) => SKILLS[id as SkillId])
    .filter(Boolean)
    .join(' · ');
}

/**
 * A candidate in a column or a list: who, where, since when, a link to the file and, when the
 * operator may, a move to another status (the API's refusal is shown on the card).
 */
export function CandidatCard({
  candidat,
  canMove,
  showStatut = false,
  distanceKm,
}: {
  candidat: CandidatItem;
  canMove: boolean;
  /** Shown in the mixed lists (search results), not in a status column. */
  showStatut?: boolean;
  distanceKm?: number;
}) {
  const name = candidatName(candidat);
  const move = useMoveCandidat();
  const [target, setTarget] = useState<string | null>(null);
  const targets = moveTargets(candidat.statut_id);
  const place = [candidat.codep, candidat.ville].filter(Boolean).join(' ');

  function submit() {
    if (!target) return;
    const statutId = Number(target);
    move.mutate(
      { candidatId: candidat.id, statutId },
      {
        onSuccess: () => {
          setTarget(null);
          showSuccess(T.moved(name, statutLabel(statutId)));
        },
      },
    );
  }

  return (
    <Card withBorder padding="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={adminCandidatPath(candidat.id)}
            fw={600}
            aria-label={T.fileOf(name)}
          >
            {name}
          </Anchor>
          {distanceKm !== undefined ? (
            <Badge variant="light" color="gray">
              {T.distance(distanceKm)}
            </Badge>
          ) : null}
        </Group>
        {showStatut ? (
          <Badge variant="light" color="maisonnee" w="fit-content">
            {statutLabel(candidat.statut_id, candidat.statut)}
          </Badge>
        ) : null}
        {place ? <Text fz="sm">{place}</Text> : null}
        {candidat.services.length > 0 ? (
          <Text fz="xs" c="dimmed">
            {servicesText(candidat.services)}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {T.since(formatInstantDate(candidat.created_at))}
        </Text>
        {canMove && targets.length > 0 ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              size="xs"
              label={T.moveLabel}
              placeholder={T.movePlaceholder}
              data={targets}
              value={target}
              onChange={(value) => {
                setTarget(value);
                move.reset();
              }}
              w={190}
              comboboxProps={{ withinPortal: true }}
            />
            <Button size="xs" onClick={submit} disabled={!target} loading={move.isPending}>
              {T.move}
            </Button>
          </Group>
        ) : null}
        {move.isError ? (
          <Alert color="red" role="alert" p="xs">
            {moveErrorMessage(move.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
