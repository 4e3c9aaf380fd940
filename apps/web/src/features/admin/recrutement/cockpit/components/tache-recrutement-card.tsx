import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TacheAssignment } from '../../../../../components/back-office/cockpit/cockpit-list.tsx';
import { TacheCard } from '../../../../../components/back-office/cockpit/tache-card.tsx';
import { COCKPIT_TEXT as C } from '../../../../../components/back-office/cockpit/text.ts';
import { adminCandidatPath } from '../../../../../lib/admin-links.ts';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import type { CockpitTache } from '../../../../../lib/cockpit.ts';
import { showError, showSuccess } from '../../../../../lib/toast.ts';
import { useMarkCockpitNoteTraitee } from '../api/mark-cockpit-note-traitee.ts';
import { useReopenTacheRecrutement } from '../api/reopen-tache-recrutement.ts';
import { RECRUTEMENT_COCKPIT_TEXT as T } from '../text.ts';

/** The candidate a task is about: its own field, else its link of kind 'candidat'. */
export function tacheCandidatId(tache: CockpitTache): number | null {
  return tache.candidat_id ?? tache.liens.find((lien) => lien.kind === 'candidat')?.id ?? null;
}

/**
 * A task of the recruitment cockpit: the candidate's file, and its end: marked treated with a
 * note of what was done, or opened again. The recruitment team may do all of it (`isTeam`).
 */
export function TacheRecrutementCard({
  tache,
  isTeam,
  ...assignment
}: TacheAssignment & { tache: CockpitTache; isTeam: boolean }) {
  const traiter = useMarkCockpitNoteTraitee();
  const rouvrir = useReopenTacheRecrutement();
  const [isNoteOpen, setIsNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const candidatId = tacheCandidatId(tache);
  const onError = (error: unknown) => showError(errorMessage(error) ?? T.loadError);

  function treat(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    traiter.mutate(text ? { tache_id: tache.id, note: text } : { tache_id: tache.id }, {
      onSuccess: () => {
        setIsNoteOpen(false);
        setNote('');
        showSuccess(C.markedTreated);
      },
      onError,
    });
  }

  const reopen = () =>
    rouvrir.mutate({ tache_id: tache.id }, { onSuccess: () => showSuccess(C.reopened), onError });

  return (
    <TacheCard
      kind="recrutement"
      tache={tache}
      {...assignment}
      canAssign={isTeam}
      subject={tache.candidat_nom ?? null}
      links={candidatId === null ? [] : [{ to: adminCandidatPath(candidatId), label: T.openFile }]}
      errorText={T.loadError}
    >
      {isTeam && !tache.is_traitee && !isNoteOpen ? (
        <Button size="xs" w="fit-content" onClick={() => setIsNoteOpen(true)}>
          {C.markTreated}
        </Button>
      ) : null}
      {isTeam && !tache.is_traitee && isNoteOpen ? (
        <form onSubmit={treat} aria-label={C.markTreated}>
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
      {isTeam && tache.is_traitee && !tache.is_cloture_auto ? (
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          onClick={reopen}
          loading={rouvrir.isPending}
        >
          {C.reopen}
        </Button>
      ) : null}
    </TacheCard>
  );
}
