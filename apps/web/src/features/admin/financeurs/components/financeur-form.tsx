import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  FINANCEUR_FACTURATION_MODE_LABELS,
  FINANCEUR_FACTURATION_MODES,
  FINANCEUR_TYPE_LABELS,
  FINANCEUR_TYPES,
  type FinanceurFacturationMode,
  type FinanceurType,
} from '@maisonnee/domain';
import { useState } from 'react';
import { confirmAndClose, ModalForm } from '../../../../components/modal-form.tsx';
import { useSaveFinanceur, type Financeur } from '../api/financeurs.ts';
import { FINANCEURS_TEXT as T } from '../text.ts';

interface Values {
  nom: string;
  type: FinanceurType;
  adresse: string;
  codep: string;
  ville: string;
  email: string;
  telephone: string;
  siret: string;
  reference_agence: string;
  mode_facturation: FinanceurFacturationMode;
  is_active: boolean;
}

const valuesOf = (financeur: Financeur | null): Values => ({
  nom: financeur?.nom ?? '',
  type: financeur?.type ?? 'departement',
  adresse: financeur?.adresse ?? '',
  codep: financeur?.codep ?? '',
  ville: financeur?.ville ?? '',
  email: financeur?.email ?? '',
  telephone: financeur?.telephone ?? '',
  siret: financeur?.siret ?? '',
  reference_agence: financeur?.reference_agence ?? '',
  mode_facturation: financeur?.mode_facturation ?? 'groupee',
  is_active: financeur?.is_active ?? true,
});

/** A payer's billing details: new (`financeur` null) or edited. The API checks them again. */
export function FinanceurForm({
  financeur,
  onClose,
}: {
  financeur: Financeur | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(financeur));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const save = useSaveFinanceur();
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof Values) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(key)(event.currentTarget.value as never),
  });

  const submit = () => {
    const next: typeof errors = {};
    if (!values.nom.trim()) next.nom = T.nomRequired;
    if (values.siret.trim() && !/^\d{14}$/.test(values.siret.replace(/\s/g, '')))
      next.siret = T.siretInvalide;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = {
      nom: values.nom.trim(),
      type: values.type,
      adresse: values.adresse.trim() || null,
      codep: values.codep.trim() || null,
      ville: values.ville.trim() || null,
      email: values.email.trim() || null,
      telephone: values.telephone.trim() || null,
      siret: values.siret.replace(/\s/g, '') || null,
      reference_agence: values.reference_agence.trim() || null,
      mode_facturation: values.mode_facturation,
    };
    save.mutate(
      financeur
        ? { kind: 'update', body: { id: financeur.id, ...body, is_active: values.is_active } }
        : { kind: 'create', body },
      confirmAndClose(T.saved, onClose),
    );
  };

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={financeur ? T.formEdit : T.formCreate}
      submitLabel={T.save}
      mutation={save}
      onSubmit={submit}
    >
      <TextInput label={T.nom} required maxLength={150} {...text('nom')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={T.type}
          value={values.type}
          onChange={(event) => set('type')(event.currentTarget.value as FinanceurType)}
          data={FINANCEUR_TYPES.map((value) => ({ value, label: FINANCEUR_TYPE_LABELS[value] }))}
        />
        <NativeSelect
          label={T.modeFacturation}
          value={values.mode_facturation}
          onChange={(event) =>
            set('mode_facturation')(event.currentTarget.value as FinanceurFacturationMode)
          }
          data={FINANCEUR_FACTURATION_MODES.map((value) => ({
            value,
            label: FINANCEUR_FACTURATION_MODE_LABELS[value],
          }))}
        />
      </SimpleGrid>
      <TextInput label={T.adresse} maxLength={255} {...text('adresse')} />
      <SimpleGrid cols={2}>
        <TextInput label={T.codep} inputMode="numeric" maxLength={5} {...text('codep')} />
        <TextInput label={T.ville} maxLength={100} {...text('ville')} />
      </SimpleGrid>
      <TextInput label={T.email} type="email" maxLength={254} {...text('email')} />
      <TextInput label={T.telephone} type="tel" maxLength={20} {...text('telephone')} />
      <TextInput
        label={T.siret}
        description={T.siretHelp}
        inputMode="numeric"
        maxLength={17}
        {...text('siret')}
      />
      <TextInput label={T.referenceAgence} maxLength={100} {...text('reference_agence')} />
      {financeur ? (
        <Checkbox
          label={T.actif}
          checked={values.is_active}
          onChange={(event) => set('is_active')(event.currentTarget.checked)}
        />
      ) : null}
    </ModalForm>
  );
}
