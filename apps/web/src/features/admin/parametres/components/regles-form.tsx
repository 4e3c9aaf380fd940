import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AGENCY_RULE_BOUNDS,
  RELANCES_FACTURES_BOUNDS,
  relancesFacturesProblem,
  ruleProblem,
  type AgencyRules,
  type NumericAgencyRule,
} from '@maisonnee/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import type { ParametresAgence } from '../api/get-parametres-agence.ts';
import { updateReglesAgence, useSaveParametres } from '../api/save-parametres.ts';
import { PARAMETRES_TEXT } from '../text.ts';

const T = PARAMETRES_TEXT;
const RULES = Object.keys(AGENCY_RULE_BOUNDS) as NumericAgencyRule[];

/** The invoice reminders' delays as typed: « 7, 15, 30 » → [7, 15, 30] (a word stays NaN). */
function parseDelais(value: string): number[] {
  return value
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

type ReglesValues = Record<NumericAgencyRule, number | string> & {
  relances_factures_jours: string;
};

/** Every rule the agency sets, each within its bounds, saved together. */
export function ReglesForm({ parametres }: { parametres: ParametresAgence }) {
  const save = useSaveParametres(updateReglesAgence);
  const [saved, setSaved] = useState(false);
  const form = useForm<ReglesValues>({
    initialValues: {
      ...parametres.rules,
      relances_factures_jours: parametres.rules.relances_factures_jours.join(', '),
    },
    validate: {
      ...Object.fromEntries(
        RULES.map((rule) => [
          rule,
          (value: number | string) =>
            typeof value === 'number' ? ruleProblem(rule, value) : 'Un nombre entier est attendu.',
        ]),
      ),
      relances_factures_jours: (value: string) => relancesFacturesProblem(parseDelais(value)),
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setSaved(false);
      const rules = {
        ...values,
        relances_factures_jours: parseDelais(values.relances_factures_jours),
      } as AgencyRules;
      save.mutate(rules, {
        onSuccess: () => setSaved(true),
        onError: (error) => form.setErrors(fieldErrors(error)),
      });
    },
    () => setSaved(false),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={T.tabs.regles}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.regles.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {RULES.map((rule) => {
            const { label, unit, min, max } = AGENCY_RULE_BOUNDS[rule];
            return (
              <NumberInput
                key={rule}
                label={label}
                description={T.regles.bounds(min, max, unit)}
                rightSection={<Text size="xs">{unit}</Text>}
                rightSectionWidth={unit.length * 8 + 16}
                min={min}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps(rule)}
              />
            );
          })}
          <TextInput
            label={RELANCES_FACTURES_BOUNDS.label}
            description={T.regles.relancesFactures(
              RELANCES_FACTURES_BOUNDS.maxCount,
              RELANCES_FACTURES_BOUNDS.min,
              RELANCES_FACTURES_BOUNDS.max,
            )}
            inputMode="numeric"
            {...form.getInputProps('relances_factures_jours')}
          />
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
  );
}
