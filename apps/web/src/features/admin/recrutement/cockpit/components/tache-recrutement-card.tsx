import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { agencyWallClock, formatInstantDate } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { formatDate } from '../../../../../lib/format.ts';
import { showError, showSuccess } from '../../../../../lib/toast.ts';
import { tacheTypeLabel } from '../../../cockpit/tache-types.ts';
import { adminCandidatPath } from '../../../../../lib/admin-links.ts';
import { useAffectTacheRecrutement } from '../api/affect-tache-recrutement.ts';
import type { TacheRecrutement } from '../api/list-cockpit-recrutement.ts';
import { useMarkCockpitNoteTraitee } from '../api/mark-cockpit-note-traitee.ts';
import { useReopenTacheRecrutement } from '../api/reopen-tache-recrutement.ts';
import { RECRUTEMENT_COCKPIT_TEXT as T } from '../text.ts';

export interface Colleague {
  id: number;
  name: string;
}

/** What the operator may do from a task (from the contract's access, see lib/can-call.ts). */
export interface TacheRecrutementRights {
  assign: boolean;
  treat: boolean;
  reopen: boolean;
}

/** The candidate a task is about: its own field, else its link of kind 'candidat'. */
export function tacheCandidatId(tache: TacheRecrutement): number | null {
  return tache.candidat_id ?? tache.liens.find((lien) => lien.kind === 'candidat')?.id ?? null;
}

/**
 * When the task falls due: an interview shows its day and time on the agency's (Paris) clock,
 * the other tasks their due day, or the day they were opened.
 */
export function tacheWhen(tache: Pick<TacheRecrutement, 'type' | 'echeance' | 'created_at'>) {
  if (!tache.echeance) return T.createdAt(formatInstantDate(tache.created_at));
  if (tache.type !== 'entretien') return T.due(formatDate(tache.echeance));
  const wall = agencyWallClock(new Date(tache.echeance));
  return T.interviewAt(formatDate(wall), wall.toISOString().slice(11, 16));
}

/** One recruitment task: what and whom it is about, who holds it, the file, assignment, end. */
export function TacheRecrutementCard({
  tache,
  me,
  colleagues,
  rights,
}: {
  tache: TacheRecrutement;
  me: Colleague;
  colleagues: readonly Colleague[];
  rights: TacheRecrutementRights;
}) {
  const affect = useAffectTacheRecrutement();
  const traiter = useMarkCockpitNoteTraitee();
  const rouvrir = useReopenTacheRecrutement();
  const [chosen, setChosen] = useState<string | null>(null);
  const [isNoteOpen, setIsNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const candidatId = tacheCandidatId(tache);
  const onError = (error: unknown) => showError(errorMessage(error) ?? T.loadError);

  const assign = (userId: number | null) =>
    affect.mutate(
      { tache_id: tache.id, user_id: userId },
      {
        onSuccess: () => {
          setChosen(null);
          showSuccess(userId === null ? T.freed : T.assigned);
        },
        onError,
      },
    );

  function treat(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    traiter.mutate(text ? { tache_id: tache.id, note: text } : { tache_id: tache.id }, {
      onSuccess: () => {
        setIsNoteOpen(false);
        setNote('');
        showSuccess(T.markedTreated);
      },
      onError,
    });
  }

  const reopen = () =>
    rouvrir.mutate({ tache_id: tache.id }, { onSuccess: () => showSuccess(T.reopened), onError });

  const options = colleagues
    .filter((colleague) => colleague.id !== tache.assigned_user_id)
    .map((colleague) => ({
      value: String(colleague.id),
      label: colleague.id === me.id ? T.me(colleague.name) : colleague.name,
    }));

  return (
    <Card withBorder padding="sm" component="article" aria-label={tache.titre}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="maisonnee">
            {tache.type_label || tacheTypeLabel(tache.type)}
          </Badge>
          {tache.is_traitee ? (
            <Badge variant="light" color="gray">
              {tache.is_cloture_auto
                ? T.autoClosed
                : T.treated(formatInstantDate(tache.traitee_at))}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{tache.titre}</Text>
        {tache.candidat_nom ? <Text fz="sm">{tache.candidat_nom}</Text> : null}
        {tache.note ? (
          // The treatment note is added on a line of its own.
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {tache.note}
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed">
          {tache.assigned_user_name ? T.assignedTo(tache.assigned_user_name) : T.unassigned}
          {' · '}
          {tacheWhen(tache)}
        </Text>
        {candidatId !== null ? (
          <Group gap="md" component="nav" aria-label={T.actions(tache.titre)}>
            <Anchor component={Link} to={adminCandidatPath(candidatId)} fw={600}>
              {T.openFile}
            </Anchor>
          </Group>
        ) : null}
        {rights.assign && !tache.is_traitee ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {tache.assigned_user_id !== me.id ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => assign(me.id)}
                loading={affect.isPending}
              >
                {T.assignToMe}
              </Button>
            ) : null}
            {options.length > 0 ? (
              <>
                <Select
                  size="xs"
                  label={T.assignTo}
                  placeholder={T.assignPlaceholder}
                  data={options}
                  value={chosen}
                  onChange={setChosen}
                  w={200}
                />
                <Button
                  size="xs"
                  onClick={() => chosen && assign(Number(chosen))}
                  disabled={!chosen}
                  loading={affect.isPending}
                >
                  {T.assign}
                </Button>
              </>
            ) : null}
            {tache.assigned_user_id !== null ? (
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                c="red.9"
                onClick={() => assign(null)}
                loading={affect.isPending}
              >
                {T.free}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {rights.treat && !tache.is_traitee && !isNoteOpen ? (
          <Button size="xs" w="fit-content" onClick={() => setIsNoteOpen(true)}>
            {T.markTreated}
          </Button>
        ) : null}
        {rights.treat && !tache.is_traitee && isNoteOpen ? (
          <form onSubmit={treat} aria-label={T.markTreated}>
            <Stack gap="xs">
              <Textarea
                label={T.treatNote}
                placeholder={T.treatNotePlaceholder}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={2}
                data-autofocus
              />
              <Group gap="xs">
                <Button size="xs" type="submit" loading={traiter.isPending}>
                  {T.confirmTreated}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setIsNoteOpen(false)}>
                  {T.cancel}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {rights.reopen && tache.is_traitee && !tache.is_cloture_auto ? (
          <Button
            size="xs"
            variant="subtle"
            w="fit-content"
            onClick={reopen}
            loading={rouvrir.isPending}
          >
            {T.reopen}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
