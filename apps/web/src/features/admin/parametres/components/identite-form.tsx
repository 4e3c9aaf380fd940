import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isValidBic, isValidIban, isValidSiret, isValidTvaIntracom } from '@maisonnee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import type { ParametresAgence } from '../api/get-parametres-agence.ts';
import { parametresKeys } from '../api/keys.ts';
import {
  updateIdentiteAgence,
  useSaveParametres,
  type IdentiteAgenceBody,
} from '../api/save-parametres.ts';
import { uploadLogoAgence } from '../api/upload-logo-agence.ts';
import { PARAMETRES_TEXT } from '../text.ts';

const T = PARAMETRES_TEXT;
const LOGO_MAX_BYTES = 1024 * 1024;

type IdentityValues = Omit<IdentiteAgenceBody, never>;

const required = (value: string) => (value.trim() ? null : T.identite.required);

/** The agency's identity, saved whole; the logo is sent on its own as soon as it is chosen. */
export function IdentiteForm({ parametres }: { parametres: ParametresAgence }) {
  const { logo_path: _logo, ...identity } = parametres.identity;
  const save = useSaveParametres(updateIdentiteAgence);
  const [saved, setSaved] = useState(false);
  const form = useForm<IdentityValues>({
    initialValues: identity,
    validate: {
      nom: required,
      adresse: required,
      telephone: required,
      email: required,
      siret: (value) => (isValidSiret(value) ? null : T.identite.siret),
      iban: (value) => (isValidIban(value) ? null : T.identite.iban),
      bic: (value) => (isValidBic(value) ? null : T.identite.bic),
      tva_intracom: (value) => (!value.trim() || isValidTvaIntracom(value) ? null : T.identite.tva),
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setSaved(false);
      save.mutate(values, {
        onSuccess: (settings) => {
          const { logo_path: _path, ...savedIdentity } = settings.identity;
          form.setValues(savedIdentity);
          form.resetDirty(savedIdentity);
          setSaved(true);
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      });
    },
    () => setSaved(false),
  );

  const field = (name: keyof IdentityValues, label: string, extra: object = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(name)} />
  );

  return (
    <Stack gap="lg">
      <LogoPicker parametres={parametres} />
      <form onSubmit={submit} noValidate aria-label={T.identite.legend}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {T.identite.firstValues}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {field('nom', 'Nom', { withAsterisk: true })}
            {field('forme_juridique', 'Forme juridique', { placeholder: 'SAS' })}
            {field('capital', 'Capital social', { placeholder: T.identite.placeholders.capital })}
            {field('rcs', 'RCS', { placeholder: T.identite.placeholders.rcs })}
            {field('siret', 'SIRET', {
              withAsterisk: true,
              placeholder: T.identite.placeholders.siret,
              inputMode: 'numeric',
            })}
            {field('tva_intracom', 'N° de TVA intracommunautaire', {
              placeholder: T.identite.placeholders.tva,
            })}
            {field('adresse', 'Adresse', { withAsterisk: true, autoComplete: 'street-address' })}
            {field('telephone', 'Téléphone', {
              withAsterisk: true,
              type: 'tel',
              autoComplete: 'tel',
            })}
            {field('email', 'E-mail', { withAsterisk: true, type: 'email', autoComplete: 'email' })}
          </SimpleGrid>
          <Title order={4}>{T.identite.declaration}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {field('numero_sap', 'N° de déclaration SAP')}
            {field('date_declaration_sap', 'Date de déclaration SAP', { type: 'date' })}
          </SimpleGrid>
          <Title order={4}>{T.identite.bank}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {field('iban', 'IBAN', {
              withAsterisk: true,
              placeholder: T.identite.placeholders.iban,
            })}
            {field('bic', 'BIC', { withAsterisk: true, placeholder: T.identite.placeholders.bic })}
          </SimpleGrid>
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          {saved && (
            <Alert color="green" role="status">
              {T.saved}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The logo's preview and its upload (PNG or JPEG, 1 MB at most, checked here and by the API). */
function LogoPicker({ parametres }: { parametres: ParametresAgence }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadLogoAgence,
    onSuccess: (settings) => {
      queryClient.setQueryData(parametresKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: parametresKeys.journal });
    },
  });
  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setProblem(T.logo.wrongType);
    if (file.size > LOGO_MAX_BYTES) return setProblem(T.logo.tooLarge);
    upload.mutate(file);
  };
  const error = problem ?? (upload.isError ? errorMessage(upload.error) : null);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="logo-label">
        {T.logo.label}
      </Text>
      <Group gap="md" align="center" wrap="wrap">
        {parametres.logo_url ? (
          <Image src={parametres.logo_url} alt={T.logo.preview} h={64} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {T.logo.none}
          </Text>
        )}
        <FileButton onChange={choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              variant="light"
              loading={upload.isPending}
              aria-describedby="logo-help"
              {...props}
            >
              {T.logo.choose}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed" id="logo-help">
        {T.logo.help}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {upload.isSuccess && !error && (
        <Alert color="green" role="status">
          {T.logo.uploaded}
        </Alert>
      )}
    </Stack>
  );
}
