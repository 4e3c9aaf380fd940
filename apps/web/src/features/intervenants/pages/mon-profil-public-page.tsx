import { Alert, Button, Card, Stack, TagsInput, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useProfilPublic, useUpdateProfilPublic, type ProfilPublic } from '../api/profil-public.ts';
import { IntervenantProfilView } from '../components/intervenant-profil-view.tsx';
import { INTERVENANTS_TEXT } from '../text.ts';

const T = INTERVENANTS_TEXT.monProfil;
/** The contract's bound (PRESENTATION_MAX), repeated here: its zod schemas stay on the server. */
const PRESENTATION_MAX = 600;
const EXPERIENCE_MAX = 1000;

/** The API's message for a field, whether it names it with or without `body.`. */
const fieldError = (fields: Record<string, string>, name: string) =>
  Object.entries(fields).find(
    ([key]) => key === name || key.startsWith(`${name}.`) || key === `body.${name}`,
  )?.[1];

function ProfilForm({ profil }: { profil: ProfilPublic }) {
  const update = useUpdateProfilPublic();
  const [presentation, setPresentation] = useState(profil.presentation ?? '');
  const [langues, setLangues] = useState<string[]>(profil.langues);
  const [experience, setExperience] = useState(profil.experience ?? '');
  useEffect(() => {
    setPresentation(profil.presentation ?? '');
    setLangues(profil.langues);
    setExperience(profil.experience ?? '');
  }, [profil]);
  const fields = fieldErrors(update.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(
      { presentation: presentation.trim() || null, langues, experience: experience.trim() || null },
      { onSuccess: () => showSuccess(T.saved) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={T.presentation}
          description={T.presentationHint(presentation.length, PRESENTATION_MAX)}
          autosize
          minRows={4}
          maxLength={PRESENTATION_MAX}
          value={presentation}
          onChange={(event) => setPresentation(event.currentTarget.value)}
          error={fieldError(fields, 'presentation')}
        />
        <TagsInput
          label={T.langues}
          description={T.languesHint}
          value={langues}
          onChange={setLangues}
          maxTags={10}
          clearable={false}
          error={fieldError(fields, 'langues')}
        />
        <Textarea
          label={T.experience}
          description={T.experienceHint}
          autosize
          minRows={3}
          maxLength={EXPERIENCE_MAX}
          value={experience}
          onChange={(event) => setExperience(event.currentTarget.value)}
          error={fieldError(fields, 'experience')}
        />
        <FormError message={Object.keys(fields).length ? null : errorMessage(update.error)} />
        <Button type="submit" size="md" fullWidth loading={update.isPending}>
          {T.save}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The agent writes its public profile (issue 25, point 3): presentation, languages, experience;
 * below, the profile as the families it works for see it.
 */
export function MonProfilPublicPage() {
  const query = useProfilPublic();
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {T.error}
      </Alert>
    );
  if (!query.data) return <PageLoader active={query.isPending} />;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{T.title}</Title>
      <Text>{T.intro}</Text>
      <ProfilForm profil={query.data} />
      <Stack gap="sm" component="section" aria-labelledby="apercu-titre">
        <Title order={2} id="apercu-titre">
          {T.apercu}
        </Title>
        <Card withBorder radius="md" padding="md" bg="gray.0">
          <IntervenantProfilView profil={query.data.apercu} order={3} />
        </Card>
      </Stack>
    </Stack>
  );
}
