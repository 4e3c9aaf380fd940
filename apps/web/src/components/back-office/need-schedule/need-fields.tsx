import { Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { SKILLS } from '@maisonnee/domain';
import type { NeedBasics } from './schedule.ts';
import { NEED_SCHEDULE_TEXT as T } from './text.ts';
const SERVICE_OPTIONS = [
  { value: '', label: T.servicePlaceholder },
  ...Object.entries(SKILLS).map(([value, label]) => ({ value, label })),
];

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
