import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_IDS,
  CANDIDAT_STATUT_LABELS,
  CANDIDATURE_ETAPE_LABELS,
  formatInstantParis,
  formatInstantDate,
} from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../../../components/form-error.tsx';
import { confirmAndClose, ModalForm } from '../../../../../components/modal-form.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { showError, showSuccess } from '../../../../../lib/toast.ts';
import { useDeleteCandidat, useSendEmailEditCandidature } from '../api/candidat-actions.ts';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { NoteModal } from './note-modal.tsx';
import { fromParisInput, toParisInput } from './paris-time.ts';

const STATUT_OPTIONS = CANDIDAT_STATUT_IDS.map((id) => ({
  value: String(id),
  label: CANDIDAT_STATUT_LABELS[id],
}));

/** The candidate's full name as the back office shows it. */
export function candidatName(candidat: Pick<Candidat, 'civilite' | 'prenom' | 'nom'>): string {
  return [candidat.civilite, candidat.prenom, candidat.nom].filter(Boolean).join(' ');
}

/** Name, status and what the recruiter does from the top of the file. */
export function FicheHeader({ candidat, canEdit }: { candidat: Candidat; canEdit: boolean }) {
  const name = candidatName(candidat);
  const etape = candidat.candidature_etape;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={2}>{name}</Title>
        <Badge size="lg" variant="light">
          {candidat.statut}
        </Badge>
        {!candidat.is_active ? (
          <Badge size="lg" variant="light" color="gray" c="dark.9">
            {T.inactive}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed">
        {T.createdOn(formatInstantDate(candidat.created_at))}
        {!candidat.is_candidature_complete ? ` · ${T.incomplete}` : ''}
        {etape ? ` · ${T.etape(CANDIDATURE_ETAPE_LABELS[etape])}` : ''}
      </Text>
      <Text fz="sm">
        {candidat.entretien_at
          ? T.entretienPlanned(formatInstantParis(candidat.entretien_at))
          : T.noEntretien}
      </Text>
      {canEdit ? <FicheActions candidat={candidat} name={name} /> : null}
    </Stack>
  );
}

function FicheActions({ candidat, name }: { candidat: Candidat; name: string }) {
  const [opened, setOpened] = useState<'entretien' | 'lien' | 'supprimer' | null>(null);
  const close = () => setOpened(null);
  return (
    <Stack gap="sm" component="nav" aria-label={T.actions}>
      <StatutForm candidat={candidat} />
      <Group gap="sm">
        <Button variant="light" onClick={() => setOpened('entretien')}>
          {T.planEntretien}
        </Button>
        <Button variant="light" onClick={() => setOpened('lien')}>
          {T.sendEditLink}
        </Button>
        <ActiveToggle candidat={candidat} />
        <Button variant="subtle" color="red.9" c="red.9" onClick={() => setOpened('supprimer')}>
          {T.deleteFiche}
        </Button>
      </Group>
      {opened === 'entretien' ? <EntretienModal candidat={candidat} onClose={close} /> : null}
      {opened === 'lien' ? <EditLinkModal candidatId={candidat.id} onClose={close} /> : null}
      {opened === 'supprimer' ? (
        <DeleteModal candidatId={candidat.id} name={name} onClose={close} />
      ) : null}
    </Stack>
  );
}

/**
 * Deactivates the file (it leaves the searches and the planning, its history stays), or makes it
 * active again: what is done with a file that has interventions and cannot be deleted.
 */
function ActiveToggle({ candidat }: { candidat: Candidat }) {
  const save = useSaveCandidat(candidat);
  const label = candidat.is_active ? T.deactivate : T.reactivate;
  return (
    <Button
      variant="light"
      color={candidat.is_active ? 'gray' : undefined}
      loading={save.isPending}
      onClick={() =>
        save.mutate(
          { is_active: !candidat.is_active },
          {
            onSuccess: (saved) => showSuccess(saved.is_active ? T.reactivated : T.deactivated),
            onError: (error) => showError(errorMessage(error) ?? T.loadError),
          },
        )
      }
    >
      {label}
    </Button>
  );
}

/** The status chosen by hand; the API refuses the moves that have their own call, in French. */
function StatutForm({ candidat }: { candidat: Candidat }) {
  const save = useSaveCandidat(candidat);
  const [statutId, setStatutId] = useState(String(candidat.statut_id));
  const [localError, setLocalError] = useState<string | null>(null);
  // The status changed elsewhere (interview, contract, another tab): the choice follows it.
  const [recorded, setRecorded] = useState(candidat.statut_id);
  if (recorded !== candidat.statut_id) {
    setRecorded(candidat.statut_id);
    setStatutId(String(candidat.statut_id));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Number(statutId) === candidat.statut_id) {
      setLocalError(T.statutUnchanged);
      return;
    }
    setLocalError(null);
    save.mutate({ statut_id: Number(statutId) }, { onSuccess: () => showSuccess(T.statutChanged) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={T.changeStatut}>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end">
          <Select
            label={T.statut}
            data={STATUT_OPTIONS}
            value={statutId}
            onChange={(value) => {
              setStatutId(value ?? String(candidat.statut_id));
              save.reset();
              setLocalError(null);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit" loading={save.isPending}>
            {T.changeStatut}
          </Button>
        </Group>
        <FormError message={localError ?? (save.isError ? errorMessage(save.error) : null)} />
      </Stack>
    </form>
  );
}

function EntretienModal({ candidat, onClose }: { candidat: Candidat; onClose: () => void }) {
  const save = useSaveCandidat(candidat);
  const [value, setValue] = useState(toParisInput(candidat.entretien_at));
  const [error, setError] = useState<string | null>(null);
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.entretienTitle}
      submitLabel={T.entretienSubmit}
      mutation={save}
      onSubmit={() => {
        const entretienAt = fromParisInput(value);
        if (!entretienAt) {
          setError(T.entretienRequired);
          return;
        }
        setError(null);
        save.mutate(
          { entretien_at: entretienAt, statut_id: CANDIDAT_STATUT.ENTRETIEN },
          confirmAndClose(T.entretienSaved, onClose),
        );
      }}
    >
      <TextInput
        type="datetime-local"
        label={T.entretienAt}
        description={T.entretienHint}
        withAsterisk
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
      />
    </ModalForm>
  );
}

function EditLinkModal({ candidatId, onClose }: { candidatId: number; onClose: () => void }) {
  const send = useSendEmailEditCandidature(candidatId);
  return (
    <NoteModal
      title={T.editLinkTitle}
      submitLabel={T.editLinkSubmit}
      intro={T.editLinkIntro}
      note={{ label: T.editLinkMessage, maxLength: 2000, minRows: 3 }}
      mutation={send}
      onClose={onClose}
      onSend={(message) => send.mutate(message, confirmAndClose(T.editLinkSent, onClose))}
    />
  );
}

function DeleteModal({
  candidatId,
  name,
  onClose,
}: {
  candidatId: number;
  name: string;
  onClose: () => void;
}) {
  const remove = useDeleteCandidat(candidatId);
  const navigate = useNavigate();
  return (
    <NoteModal
      title={T.deleteTitle}
      submitLabel={T.deleteSubmit}
      submitColor="red"
      intro={T.deleteIntro(name)}
      mutation={remove}
      onClose={onClose}
      onSend={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            showSuccess(T.deleted);
            onClose();
            void navigate('/admin/recrutement/candidats');
          },
        })
      }
    />
  );
}
