import { Group, MultiSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_LABELS,
  SKILL_IDS,
  SKILLS,
  type SkillId,
} from '@maisonnee/domain';
import { useNavigate } from 'react-router';
import { civilite, codep, email, phone, required } from '../../../../../components/form-checks.ts';
import { ModalForm, type ModalProps } from '../../../../../components/modal-form.tsx';
import { EMPTY_CONTACT } from '../../../../../components/person-values.ts';
import { fieldErrors } from '../../../../../lib/api-errors.ts';
import { showSuccess } from '../../../../../lib/toast.ts';
import { useCreateCandidat } from '../api/create-candidat.ts';
import { adminCandidatPath } from '../../../../../lib/admin-links.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';

/** The statuses a file made by hand may start in (the contract and agent ones come later). */
const START_STATUTS = [
  CANDIDAT_STATUT.CANDIDATURE_RECUE,
  CANDIDAT_STATUT.A_CONTACTER,
  CANDIDAT_STATUT.ENTRETIEN,
  CANDIDAT_STATUT.DOSSIER_INCOMPLET,
].map((id) => ({ value: String(id), label: CANDIDAT_STATUT_LABELS[id] }));
const SERVICE_OPTIONS = SKILL_IDS.map((id) => ({ value: String(id), label: SKILLS[id] }));

interface Values {
  civilite: string;
  nom: string;
  prenom: string;
  email: string;
  mobile: string;
  adresse: string;
  codep: string;
  ville: string;
  services: string[];
  statut_id: string;
}

/** "Nouveau candidat": a small form that makes the file, then opens it. */
export function NouveauCandidatModal({ opened, onClose }: ModalProps) {
  const navigate = useNavigate();
  const create = useCreateCandidat();
  const form = useForm<Values>({
    initialValues: {
      ...EMPTY_CONTACT,
      adresse: '',
      codep: '',
      ville: '',
      services: [],
      statut_id: String(CANDIDAT_STATUT.A_CONTACTER),
    },
    validate: {
      civilite,
      nom: required,
      prenom: required,
      email,
      mobile: phone,
      adresse: required,
      codep,
      ville: required,
      services: (value) => (value.length > 0 ? null : T.servicesRequired),
    },
  });

  function submit() {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    create.mutate(
      {
        civilite: values.civilite as 'M.' | 'Mme',
        nom: values.nom.trim(),
        prenom: values.prenom.trim(),
        email: values.email.trim(),
        mobile: values.mobile.trim(),
        adresse: values.adresse.trim(),
        codep: values.codep.trim(),
        ville: values.ville.trim(),
        services: values.services.map(Number) as SkillId[],
        statut_id: Number(values.statut_id),
      },
      {
        onSuccess: (saved) => {
          showSuccess(T.created);
          form.reset();
          onClose();
          void navigate(adminCandidatPath(saved.id));
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  }

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={T.newCandidat}
      submitLabel={T.create}
      mutation={create}
      onSubmit={submit}
    >
      <Radio.Group label={T.civilite} withAsterisk {...form.getInputProps('civilite')}>
        <Group mt={6}>
          <Radio value="M." label="M." />
          <Radio value="Mme" label="Mme" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={T.nom} withAsterisk {...form.getInputProps('nom')} />
        <TextInput label={T.prenom} withAsterisk {...form.getInputProps('prenom')} />
        <TextInput label={T.email} type="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label={T.mobile} type="tel" withAsterisk {...form.getInputProps('mobile')} />
      </SimpleGrid>
      <TextInput label={T.address} withAsterisk {...form.getInputProps('adresse')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={T.codep}
          inputMode="numeric"
          maxLength={5}
          withAsterisk
          {...form.getInputProps('codep')}
        />
        <TextInput label={T.ville} withAsterisk {...form.getInputProps('ville')} />
      </SimpleGrid>
      <MultiSelect
        label={T.services}
        data={SERVICE_OPTIONS}
        maxValues={5}
        withAsterisk
        {...form.getInputProps('services')}
      />
      <Select
        label={T.statut}
        data={START_STATUTS}
        allowDeselect={false}
        {...form.getInputProps('statut_id')}
      />
    </ModalForm>
  );
}
