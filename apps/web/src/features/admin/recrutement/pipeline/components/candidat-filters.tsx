import { MultiSelect } from '@mantine/core';
import { CANDIDAT_STATUT_IDS, CANDIDAT_STATUT_LABELS, SKILL_IDS, SKILLS } from '@maisonnee/domain';
import { CANDIDATS_TEXT as T } from '../text.ts';

const STATUT_OPTIONS = CANDIDAT_STATUT_IDS.map((id) => ({
  value: String(id),
  label: CANDIDAT_STATUT_LABELS[id],
}));
const SERVICE_OPTIONS = SKILL_IDS.map((id) => ({ value: String(id), label: SKILLS[id] }));

/** The statuses a candidates' search (or map) is narrowed to; none chosen: all of them. */
export function StatutsFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <MultiSelect
      label={T.statuts}
      placeholder={value.length ? undefined : T.allStatuts}
      data={STATUT_OPTIONS}
      value={value}
      onChange={onChange}
      clearable
      w={280}
    />
  );
}

/** The services (five at most) a candidates' search (or map) is narrowed to; none: all. */
export function ServicesFilter({
  value,
  onChange,
}: {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <MultiSelect
      label={T.services}
      placeholder={value.length ? undefined : T.allServices}
      data={SERVICE_OPTIONS}
      value={value}
      onChange={onChange}
      maxValues={5}
      clearable
      w={280}
    />
  );
}
