import {
  Alert,
  Button,
  Checkbox,
  Input,
  Paper,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { CAHIER_TEXTE_MAX_LENGTH } from '@maisonnee/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { cahierPhotoProblem } from '../../../lib/cahier-photo.ts';
import { useSendRapportVisite } from '../api/send-rapport-visite.ts';

/** A task of the visit, as the agent's day lists it. */
export interface RapportTache {
  id: number;
  libelle: string;
}

export interface RapportVisiteProps {
  interventionId: number;
  taches: readonly RapportTache[];
  /** Called once the report is saved (the day's list refreshes). */
  onSent?: () => void;
}

const T = {
  title: 'Compte rendu de la visite',
  taches: 'Tâches faites',
  noTaches: "La famille n'a pas fixé de tâches pour cette mission.",
  texte: 'Note pour la famille (facultative)',
  texteHint: '2 000 caractères au plus. Elle est lue dans le cahier de liaison.',
  tooLong: '2 000 caractères au plus.',
  photo: 'Photo (facultative)',
  photoHint: 'Prenez une photo ou choisissez-en une (JPEG ou PNG, 5 Mo). Sa position est retirée.',
  send: 'Envoyer le compte rendu',
  sending: 'Envoi du compte rendu…',
  sent: 'Compte rendu envoyé à la famille.',
};

/**
 * The visit report at check-out (issue 25, point 5; docs/cahier.md): the agent ticks the tasks
 * done, may write a note and take a photo (the phone's camera), and sends it once. The API checks
 * the photo's content and strips its metadata; its refusals (already sent, not checked out) are
 * shown as it words them.
 */
export function RapportVisite({ interventionId, taches, onSent }: RapportVisiteProps) {
  const send = useSendRapportVisite();
  const [faites, setFaites] = useState<ReadonlySet<number>>(new Set());
  const [texte, setTexte] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [texteError, setTexteError] = useState<string | null>(null);
  const id = useId();

  if (send.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {T.sent}
      </Alert>
    );
  }

  const apiFields = fieldErrors(send.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (texte.trim().length > CAHIER_TEXTE_MAX_LENGTH) return setTexteError(T.tooLong);
    if (photoError) return;
    send.mutate(
      {
        interventionId,
        taches: taches.map((tache) => ({ tache_id: tache.id, faite: faites.has(tache.id) })),
        texte,
        photo,
      },
      { onSuccess: () => onSent?.() },
    );
  };
  const toggle = (tacheId: number, checked: boolean) => {
    const next = new Set(faites);
    if (checked) next.add(tacheId);
    else next.delete(tacheId);
    setFaites(next);
  };
  const photoMessage = photoError ?? apiFields.photo ?? null;

  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={`${id}-title`}>
            {T.title}
          </Title>
          {taches.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noTaches}
            </Text>
          ) : (
            <Stack gap={6} role="group" aria-labelledby={`${id}-taches`}>
              <Text size="sm" fw={500} id={`${id}-taches`}>
                {T.taches}
              </Text>
              {taches.map((tache) => (
                <Checkbox
                  key={tache.id}
                  label={tache.libelle}
                  checked={faites.has(tache.id)}
                  onChange={(event) => toggle(tache.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
          <Textarea
            label={T.texte}
            description={T.texteHint}
            autosize
            minRows={2}
            maxLength={CAHIER_TEXTE_MAX_LENGTH}
            value={texte}
            onChange={(event) => {
              setTexte(event.currentTarget.value);
              setTexteError(null);
            }}
            error={texteError ?? apiFields.texte}
          />
          <Input.Wrapper
            id={`${id}-photo`}
            label={T.photo}
            description={T.photoHint}
            error={photoMessage}
          >
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/*"
              capture="environment"
              aria-invalid={photoMessage ? true : undefined}
              style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                setPhoto(file);
                setPhotoError(file ? cahierPhotoProblem(file) : null);
              }}
            />
          </Input.Wrapper>
          {send.isPending && <Progress value={100} animated striped aria-label={T.sending} />}
          {send.isError && !apiFields.texte && !apiFields.photo && (
            <Alert color="red" role="alert">
              {errorMessage(send.error)}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {T.send}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
