import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IdentityFields } from '../../../../../components/identity-fields.tsx';
import { personInputOf, personValuesOf } from '../../../../../components/person-values.ts';
import { PostalAddressFields } from '../../../../../components/postal-address-fields.tsx';
import { fieldErrors } from '../../../../../lib/api-errors.ts';
import { formatDate } from '../../../../../lib/format.ts';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { EditablePart, PartForm, savedThen } from './editable-part.tsx';
import { Fact, Facts } from './fact.tsx';

/** Who the candidate is and where they live; the recruiter corrects it here. */
export function IdentiteSection({ candidat, canEdit }: { candidat: Candidat; canEdit: boolean }) {
  const adresse = [candidat.adresse, [candidat.codep, candidat.ville].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <EditablePart
      canEdit={canEdit}
      gap="sm"
      form={(done) => <IdentiteForm candidat={candidat} onDone={done} />}
    >
      <Facts>
        <Fact label={T.email} value={candidat.email} />
        <Fact label={T.mobile} value={candidat.mobile} />
        <Fact label={T.fixe} value={candidat.fixe} />
        <Fact label={T.dateNaissance} value={formatDate(candidat.date_naissance)} />
        <Fact label={T.adresse} value={adresse} />
        <Fact label={T.dateEntree} value={formatDate(candidat.date_entree)} />
        {candidat.date_sortie ? (
          <Fact label={T.dateSortie} value={formatDate(candidat.date_sortie)} />
        ) : null}
      </Facts>
    </EditablePart>
  );
}

function IdentiteForm({ candidat, onDone }: { candidat: Candidat; onDone: () => void }) {
  const save = useSaveCandidat(candidat);
  const required = (value: string) => (value.trim() ? null : T.required);
  const form = useForm({
    initialValues: { ...personValuesOf(candidat), email: candidat.email },
    validate: {
      civilite: required,
      nom: required,
      prenom: required,
      email: required,
      mobile: required,
      adresse: required,
      codep: required,
      ville: required,
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { ...personInputOf(values), email: values.email.trim() },
      { ...savedThen(onDone), onError: (error) => form.setErrors(fieldErrors(error)) },
    );
  });

  return (
    <PartForm label={T.identityForm} onSubmit={submit} save={save} onDone={onDone} gap="sm">
      <IdentityFields
        form={form}
        civiliteRequired
        afterName={
          <TextInput
            label={T.email}
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        }
      />
      <PostalAddressFields form={form} />
    </PartForm>
  );
}
