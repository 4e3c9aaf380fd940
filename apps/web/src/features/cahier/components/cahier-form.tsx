import { Alert, Button, Input, Progress, Stack, Textarea, Title } from '@mantine/core';
import { CAHIER_TEXTE_MAX_LENGTH } from '@maisonnee/domain';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { CAHIER_PHOTO_ACCEPT, cahierPhotoProblem } from '../../../lib/cahier-photo.ts';
import { usePostCahierEntree } from '../api/post-cahier-entree.ts';
import { CAHIER_TEXT as T } from '../text.ts';

/** Writes a message in the notebook: a text and/or a photo, with the sending shown. */
export function CahierForm({ missionId }: { missionId: number }) {
  const post = usePostCahierEntree(missionId);
  const [texte, setTexte] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [texteError, setTexteError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [sent, setSent] = useState(false);
  const photoId = useId();

  const apiFields = fieldErrors(post.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    if (!texte.trim() && !photo) {
      setTexteError(T.form.empty);
      return;
    }
    if (texte.trim().length > CAHIER_TEXTE_MAX_LENGTH) {
      setTexteError(T.form.tooLong);
      return;
    }
    if (photoError) return;
    setTexteError(null);
    post.mutate(
      { texte, photo },
      {
        onSuccess: () => {
          setTexte('');
          setPhoto(null);
          setInputKey((key) => key + 1);
          setSent(true);
        },
      },
    );
  };

  const photoMessage = photoError ?? apiFields.photo ?? null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${photoId}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${photoId}-title`}>
          {T.form.title}
        </Title>
        <Textarea
          label={T.form.texte}
          description={T.form.texteHint}
          autosize
          minRows={3}
          maxLength={CAHIER_TEXTE_MAX_LENGTH}
          value={texte}
          onChange={(event) => {
            setTexte(event.currentTarget.value);
            setTexteError(null);
          }}
          error={texteError ?? apiFields.texte}
        />
        <Input.Wrapper
          id={photoId}
          label={T.form.photo}
          description={T.form.photoHint}
          error={photoMessage}
        >
          <input
            key={inputKey}
            id={photoId}
            type="file"
            accept={CAHIER_PHOTO_ACCEPT}
            aria-invalid={photoMessage ? true : undefined}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              setPhoto(file);
              setPhotoError(file ? cahierPhotoProblem(file) : null);
            }}
          />
        </Input.Wrapper>
        {post.isPending && <Progress value={100} animated striped aria-label={T.form.sending} />}
        {post.isError && !apiFields.texte && !apiFields.photo && (
          <Alert color="red" role="alert">
            {errorMessage(post.error)}
          </Alert>
        )}
        {sent && (
          <Alert color="teal" role="status">
            {T.form.sent}
          </Alert>
        )}
        <Button type="submit" loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
          {T.form.send}
        </Button>
      </Stack>
    </form>
  );
}
