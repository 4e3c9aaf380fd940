import { Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { SKILLS, type BesoinFrequence } from '@maisonnee/domain';
import { DEVIS_ADMIN_TEXT } from '../text.ts';

const T = DEVIS_ADMIN_TEXT.builder;
const SERVICE_OPTIONS = [
  { value: '', label: T.servicePlaceholder },
  ...Object.entries(SKILLS).map(([value, label]) => ({ value, label })),
];

/** What a need is before its schedule: the service, one-off or recurring, and its period. */
export interface NeedBasics {
  service: number | null;
  frequence: BesoinFrequence;
  date_debut: string;
  date_fin: string;
}

/** Merges the fields changed into the caller's values. */
type PatchNeed = (patch: Partial<NeedBasics>) => void;

/** The service and whether it is one-off or recurring (quote builder, scenario proposals). */
export function ServiceFrequenceFields({
  values,
  patch,
  error,
}: {
  values: NeedBasics;
  patch: PatchNeed;
  error?: string | undefined;
}) {
  return (
    <>
      <NativeSelect
        label={T.service}
        required
        data={SERVICE_OPTIONS}
        value={values.service === null ? '' : String(values.service)}
        onChange={(e) =>
          patch({ service: e.currentTarget.value ? Number(e.currentTarget.value) : null })
        }
        error={error}
      />
      <Radio.Group
        label={T.frequence}
        value={values.frequence}
        onChange={(value) => patch({ frequence: value === 'ponctuel' ? 'ponctuel' : 'recurrent' })}
      >
        <Group mt="xs">
          <Radio value="recurrent" label={T.recurrent} />
          <Radio value="ponctuel" label={T.ponctuel} />
        </Group>
      </Radio.Group>
    </>
  );
}

/** First and (optional) last day of a recurring need. */
export function PeriodFields({
  values,
  patch,
  errors,
}: {
  values: NeedBasics;
  patch: PatchNeed;
  errors: Record<string, string>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        type="date"
        label={T.dateDebut}
        required
        value={values.date_debut}
        onChange={(e) => patch({ date_debut: e.currentTarget.value })}
        error={errors.date_debut}
      />
      <TextInput
        type="date"
        label={T.dateFin}
        value={values.date_fin}
        onChange={(e) => patch({ date_fin: e.currentTarget.value })}
        error={errors.date_fin}
      />
    </SimpleGrid>
  );
}
