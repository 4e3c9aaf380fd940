import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGENCY_RULE_BOUNDS, ruleProblem, type AgencyRules } from '@maisonnee/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import type { ParametresAgence } from '../api/get-parametres-agence.ts';
import { updateReglesAgence, useSaveParametres } from '../api/save-parametres.ts';
import { PARAMETRES_TEXT } from '../text.ts';

const T = PARAMETRES_TEXT;
const RULES = Object.keys(AGENCY_RULE_BOUNDS) as (keyof AgencyRules)[];

/** Every rule the agency sets, each within its bounds, saved together. */
export function ReglesForm({ parametres }: { parametres: ParametresAgence }) {
  const save = useSaveParametres(updateReglesAgence);
  const [saved, setSaved] = useState(false);
  const form = useForm<Record<keyof AgencyRules, number | string>>({
    initialValues: parametres.rules,
    validate: Object.fromEntries(
      RULES.map((rule) => [
        rule,
        (value: number | string) =>
          typeof value === 'number' ? ruleProblem(rule, value) : 'Un nombre entier est attendu.',
      ]),
    ),
  });

  const submit = form.onSubmit(
    (values) => {
      setSaved(false);
      save.mutate(values as AgencyRules, {
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
