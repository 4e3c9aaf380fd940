import { MultiSelect } from '@mantine/core';
import { CANDIDAT_STATUT_IDS, CANDIDAT_STATUT_LABELS, SKILL_IDS, SKILLS } from '@maisonnee/domain';
import { CANDIDATS_TEXT as T } from '../text.ts';

const STATUT_OPTIONS = CANDIDAT_STATUT_IDS.map((id) => ({
  value: String(id),
  label: CANDIDAT_STATUT_LABELS[id],
}));
const SERVICE_OPTIONS = SKILL_IDS.map((id) => ({ value: String(id), label: SKILLS[id] }));

interface FilterProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** What a candidates' search (or map) is narrowed to; none chosen: all of them, said so. */
function OptionsFilter({
  label,
  all,
  options,
  maxValues,
  value,
  onChange,
}: FilterProps & {
  label: string;
  all: string;
  options: { value: string; label: string }[];
  maxValues?: number;
}) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : all}
      data={options}
      value={value}
      onChange={onChange}
      maxValues={maxValues}
      clearable
      w={280}
    />
  );
}

/** The statuses a candidates' search (or map) is narrowed to. */
export function StatutsFilter(props: FilterProps) {
  return <OptionsFilter label={T.statuts} all={T.allStatuts} options={STATUT_OPTIONS} {...props} />;
}

/** The services (five at most) a candidates' search (or map) is narrowed to. */
export function ServicesFilter(props: FilterProps) {
  return (
    <OptionsFilter
      label={T.services}
      all={T.allServices}
      options={SERVICE_OPTIONS}
      maxValues={5}
      {...props}
    />
  );
}
