import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAvanceEtat, useInscrireAvance, type AvanceParticulier } from '../api/avance.ts';
import { AVANCE_TEXT } from '../text.ts';

const T = AVANCE_TEXT.form;

/** The form's fields, named by their path in URSSAF's registration (the API's error fields). */
const EMPTY = {
  civilite: '2',
  nomNaissance: '',
  nomUsage: '',
  prenoms: '',
  dateNaissance: '',
  'lieuNaissance.codePaysNaissance': '99100',
  'lieuNaissance.departementNaissance': '',
  'lieuNaissance.communeNaissance.codeCommune': '',
  'lieuNaissance.communeNaissance.libelleCommune': '',
  numeroTelephonePortable: '',
  adresseMail: '',
  'adressePostale.numeroVoie': '',
  'adressePostale.libelleVoie': '',
  'adressePostale.complement': '',
  'adressePostale.codePostal': '',
  'adressePostale.libelleCommune': '',
  'adressePostale.codeCommune': '',
  'coordonneeBancaire.iban': '',
  'coordonneeBancaire.bic': '',
  'coordonneeBancaire.titulaire': '',
};
type Field = keyof typeof EMPTY;

const REQUIRED: Field[] = [
  'nomNaissance',
  'prenoms',
  'dateNaissance',
  'lieuNaissance.codePaysNaissance',
  'numeroTelephonePortable',
  'adresseMail',
  'adressePostale.libelleVoie',
  'adressePostale.codePostal',
  'adressePostale.libelleCommune',
  'adressePostale.codeCommune',
  'coordonneeBancaire.iban',
  'coordonneeBancaire.bic',
  'coordonneeBancaire.titulaire',
];

const opt = (value: string) => (value.trim() === '' ? undefined : value.trim());

function toParticulier(v: typeof EMPTY): AvanceParticulier {
  const bornInFrance = v['lieuNaissance.codePaysNaissance'].trim() === '99100';
  return {
    civilite: v.civilite as '1' | '2',
    nomNaissance: v.nomNaissance.trim(),
    nomUsage: opt(v.nomUsage),
    prenoms: v.prenoms.trim(),
    dateNaissance: v.dateNaissance,
    lieuNaissance: {
      codePaysNaissance: v['lieuNaissance.codePaysNaissance'].trim(),
      departementNaissance: bornInFrance ? opt(v['lieuNaissance.departementNaissance']) : undefined,
      communeNaissance: bornInFrance
        ? {
            codeCommune: v['lieuNaissance.communeNaissance.codeCommune'].trim(),
            libelleCommune: v['lieuNaissance.communeNaissance.libelleCommune'].trim(),
          }
        : undefined,
    },
    numeroTelephonePortable: v.numeroTelephonePortable.trim(),
    adresseMail: v.adresseMail.trim(),
    adressePostale: {
      numeroVoie: opt(v['adressePostale.numeroVoie']),
      libelleVoie: v['adressePostale.libelleVoie'].trim(),
      complement: opt(v['adressePostale.complement']),
      libelleCommune: v['adressePostale.libelleCommune'].trim(),
      codeCommune: v['adressePostale.codeCommune'].trim(),
      codePostal: v['adressePostale.codePostal'].trim(),
      codePays: '99100',
    },
    coordonneeBancaire: {
      iban: v['coordonneeBancaire.iban'].trim(),
      bic: v['coordonneeBancaire.bic'].trim(),
      titulaire: v['coordonneeBancaire.titulaire'].trim(),
    },
  };
}

/**
 * The family's immediate advance (docs/avance-immediate.md): its registration's status and, until
 * registered, the consent and the form URSSAF requires. Each error shows under its field (ours
 * first, then the API's `particulier.<champ>`); URSSAF's refusal shows above the button.
 */
export function AvanceSection({ clientId }: { clientId: number }) {
  const etat = useAvanceEtat(clientId);
  const S = AVANCE_TEXT.section;
  return (
    <SectionCard headingId="avance-immediate" title={S.title}>
      <Text>{S.intro}</Text>
      {etat.isPending ? <PageLoader active /> : null}
      {etat.isError ? (
        <Alert color="red" role="alert">
          {S.loadError}
        </Alert>
      ) : null}
      {etat.data && !etat.data.active ? <Text c="dimmed">{S.inactive}</Text> : null}
      {etat.data?.inscription ? (
        <Stack gap={4}>
          <Text fw={600}>
            {S.statut} : {etat.data.inscription.statut_libelle}
          </Text>
          {etat.data.inscription.statut === 'inscrite' ? (
            <Text>{S.inscrite}</Text>
          ) : (
            <Alert color="red" role="status">
              {S.refusee(etat.data.inscription.refus_message ?? '')} {S.retry}
            </Alert>
          )}
        </Stack>
      ) : null}
      {etat.data?.active && etat.data.inscription?.statut !== 'inscrite' ? (
        <InscriptionForm clientId={clientId} />
      ) : null}
    </SectionCard>
  );
}

function InscriptionForm({ clientId }: { clientId: number }) {
  const inscrire = useInscrireAvance(clientId);
  const [values, setValues] = useState(EMPTY);
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fromApi = fieldErrors(inscrire.error);
  const errorOf = (field: Field) => missing[field] || fromApi[`particulier.${field}`] || undefined;
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    setValues({ ...values, [field]: event.currentTarget.value });
    if (missing[field]) setMissing({ ...missing, [field]: '' });
  };
  const shownUnderFields = Object.keys(fromApi).some((key) => key.startsWith('particulier.'));
  const general = inscrire.error && !shownUnderFields ? errorMessage(inscrire.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const field of REQUIRED) if (!values[field].trim()) problems[field] = T.required;
    if (!consent) problems.consentement = T.consentRequired;
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    inscrire.mutate(
      { consentement: true, particulier: toParticulier(values) },
      { onSuccess: () => showSuccess(T.done) },
    );
  };

  const input = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      required={REQUIRED.includes(field)}
      value={values[field]}
      onChange={set(field)}
      error={errorOf(field)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="avance-form-title">
      <Stack gap="md">
        <Title order={3} size="h4" id="avance-form-title">
          {T.title}
        </Title>
        <Fieldset legend={T.identity} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={T.civilite}
              value={values.civilite}
              onChange={set('civilite')}
              data={[
                { value: '2', label: T.madame },
                { value: '1', label: T.monsieur },
              ]}
              error={errorOf('civilite')}
            />
            {input('nomNaissance', T.nomNaissance, { autoComplete: 'family-name' })}
            {input('nomUsage', T.nomUsage)}
            {input('prenoms', T.prenoms, { autoComplete: 'given-name' })}
            {input('dateNaissance', T.dateNaissance, { type: 'date', autoComplete: 'bday' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={T.birthPlace} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('lieuNaissance.codePaysNaissance', T.codePaysNaissance, {
              description: T.codePaysHint,
              inputMode: 'numeric',
            })}
            {input('lieuNaissance.departementNaissance', T.departementNaissance)}
            {input('lieuNaissance.communeNaissance.libelleCommune', T.libelleCommuneNaissance)}
            {input('lieuNaissance.communeNaissance.codeCommune', T.codeCommuneNaissance)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={T.contact} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('numeroTelephonePortable', T.mobile, { type: 'tel', autoComplete: 'tel' })}
            {input('adresseMail', T.email, { type: 'email', autoComplete: 'email' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={T.address} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('adressePostale.numeroVoie', T.numeroVoie)}
            {input('adressePostale.libelleVoie', T.libelleVoie)}
            {input('adressePostale.complement', T.complement)}
            {input('adressePostale.codePostal', T.codePostal, {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
            })}
            {input('adressePostale.libelleCommune', T.libelleCommune)}
            {input('adressePostale.codeCommune', T.codeCommune, { inputMode: 'numeric' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={T.bank} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('coordonneeBancaire.iban', T.iban, { autoComplete: 'off' })}
            {input('coordonneeBancaire.bic', T.bic, { autoComplete: 'off' })}
            {input('coordonneeBancaire.titulaire', T.titulaire)}
          </SimpleGrid>
        </Fieldset>
        <Checkbox
          label={T.consent}
          checked={consent}
          onChange={(event) => {
            setConsent(event.currentTarget.checked);
            if (missing.consentement) setMissing({ ...missing, consentement: '' });
          }}
          error={missing.consentement || fromApi.consentement || undefined}
        />
        <FormError message={general} />
        <Group justify="flex-end">
          <Button type="submit" loading={inscrire.isPending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
