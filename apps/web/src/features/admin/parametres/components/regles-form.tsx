import {
  Alert,
  Button,
  Fieldset,
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
  COMPTE_COMPTABLE_KEYS,
  COMPTE_COMPTABLE_LABELS,
  RELANCES_FACTURES_BOUNDS,
  compteComptableProblem,
  comptesComptablesOf,
  relancesFacturesProblem,
  ruleProblem,
  type AgencyRules,
  type ComptesComptables,
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
  comptes_comptables: ComptesComptables;
};

/** Every rule the agency sets, each within its bounds, saved together. */
export function ReglesForm({ parametres }: { parametres: ParametresAgence }) {
  const save = useSaveParametres(updateReglesAgence);
  const [saved, setSaved] = useState(false);
  const form = useForm<ReglesValues>({
    initialValues: {
      ...parametres.rules,
      relances_factures_jours: parametres.rules.relances_factures_jours.join(', '),
      comptes_comptables: comptesComptablesOf(parametres.rules.comptes_comptables),
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
      // The sales journal's accounts (issue 28, docs/exports.md).
      comptes_comptables: Object.fromEntries(
        COMPTE_COMPTABLE_KEYS.map((key) => [
          key,
          (value: string) => compteComptableProblem(key, value.trim()),
        ]),
      ),
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
        <Fieldset legend={T.regles.comptes} variant="unstyled">
          <Text size="sm" c="dimmed" mb="xs">
            {T.regles.comptesHelp}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {COMPTE_COMPTABLE_KEYS.map((key) => (
              <TextInput
                key={key}
                label={COMPTE_COMPTABLE_LABELS[key]}
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps(`comptes_comptables.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
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
