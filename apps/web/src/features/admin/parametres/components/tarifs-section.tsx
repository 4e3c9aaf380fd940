import {
  Alert,
  Badge,
  Button,
  Card,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRICE_GRID_SKILLS, SKILLS, priceGridProblems, priceProblem } from '@maisonnee/domain';
import { useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import type { AgencyPriceGrid, ParametresAgence } from '../api/get-parametres-agence.ts';
import { deletePriceGrid, savePriceGrid, useSaveParametres } from '../api/save-parametres.ts';
import { PARAMETRES_TEXT } from '../text.ts';

const T = PARAMETRES_TEXT.tarifs;
const MODES = ['recurrent', 'ponctuel'] as const;
const DAYS = ['semaine', 'weekend'] as const;
const MODE_LABELS = { recurrent: T.recurrent, ponctuel: T.ponctuel };
const DAY_LABELS = { semaine: T.semaine, weekend: T.weekend };
const SHORT_DAY_LABELS = { semaine: 'semaine', weekend: 'week-end' };

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A grid, read only, under its title: a row per service, four prices (scrolls on a phone). */
function GridTable({ grid, title }: { grid: AgencyPriceGrid; title: string }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text fw={600} id={id}>
        {title}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder fz="sm" aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} scope="col">
                {T.service}
              </Table.Th>
              {MODES.map((mode) => (
                <Table.Th key={mode} colSpan={2} scope="colgroup">
                  {MODE_LABELS[mode]}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {MODES.flatMap((mode) =>
                DAYS.map((day) => (
                  <Table.Th key={`${mode}-${day}`} scope="col">
                    {DAY_LABELS[day]}
                  </Table.Th>
                )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PRICE_GRID_SKILLS.map((skill) => (
              <Table.Tr key={skill}>
                <Table.Th scope="row">{SKILLS[skill]}</Table.Th>
                {MODES.flatMap((mode) =>
                  DAYS.map((day) => (
                    <Table.Td key={`${mode}-${day}`} style={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(grid[skill][mode][day])}
                    </Table.Td>
                  )),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The grid in force, the saved grids (a scheduled one may go) and the form of a new grid. */
export function TarifsSection({ parametres }: { parametres: ParametresAgence }) {
  const { grille_en_vigueur: inForce, grilles, today } = parametres;
  const remove = useSaveParametres(deletePriceGrid);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <GridTable
        grid={inForce.grid}
        title={T.inForce(inForce.effective_from ? formatDate(inForce.effective_from) : null)}
      />
      <Stack gap="xs">
        <Title order={4}>{T.history}</Title>
        {grilles.length === 0 ? (
          <Text size="sm">{T.none}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {grilles.map((grille) => {
              const from = formatDate(grille.effective_from);
              return (
                <Card key={grille.effective_from} component="li" withBorder padding="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <Text fw={500}>{T.gridFrom(from)}</Text>
                      <Badge
                        color={
                          grille.statut === 'en_vigueur'
                            ? 'green'
                            : grille.statut === 'programmee'
                              ? 'blue'
                              : 'gray'
                        }
                      >
                        {T.statut[grille.statut]}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {T.savedBy(grille.created_by_name)}
                      </Text>
                    </Group>
                    {grille.statut === 'programmee' && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        loading={remove.isPending && remove.variables === grille.effective_from}
                        onClick={() => remove.mutate(grille.effective_from)}
                      >
                        {T.delete(from)}
                      </Button>
                    )}
                  </Group>
                  {grille.statut === 'programmee' && (
                    <GridTable grid={grille.grid} title={T.next(from)} />
                  )}
                </Card>
              );
            })}
          </Stack>
        )}
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
      </Stack>
      <NewGridForm key={inForce.effective_from ?? 'spec'} grid={inForce.grid} today={today} />
    </Stack>
  );
}

/** Prices are numbers once typed; a cleared input holds ''. */
type EditedGrid = Record<string, Record<string, Record<string, number | string>>>;
interface GridValues {
  effective_from: string;
  grid: EditedGrid;
}

const pathOf = (skill: number, mode: string, day: string) => `grid.${skill}.${mode}.${day}`;

function gridOf(edited: EditedGrid): AgencyPriceGrid {
  const rates = (skill: number, mode: string) => ({
    semaine: Number(edited[skill]?.[mode]?.semaine),
    weekend: Number(edited[skill]?.[mode]?.weekend),
  });
  return Object.fromEntries(
    PRICE_GRID_SKILLS.map((skill) => [
      skill,
      { recurrent: rates(skill, 'recurrent'), ponctuel: rates(skill, 'ponctuel') },
    ]),
  ) as unknown as AgencyPriceGrid;
}

/** « Nouvelle grille à partir du … »: prefilled with the grid in force, from tomorrow. */
function NewGridForm({ grid, today }: { grid: AgencyPriceGrid; today: string }) {
  const save = useSaveParametres(savePriceGrid);
  const [savedFrom, setSavedFrom] = useState<string | null>(null);
  const form = useForm<GridValues>({
    initialValues: { effective_from: nextDay(today), grid: structuredClone(grid) as EditedGrid },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.effective_from) errors.effective_from = T.dateRequired;
      else if (values.effective_from < today) errors.effective_from = T.datePast;
      let allNumbers = true;
      for (const skill of PRICE_GRID_SKILLS) {
        for (const mode of MODES) {
          for (const day of DAYS) {
            const value = values.grid[skill]?.[mode]?.[day];
            const problem =
              typeof value === 'number' ? priceProblem(value) : 'Un montant en euros est attendu.';
            if (problem) {
              errors[pathOf(skill, mode, day)] = problem;
              allNumbers = false;
            }
          }
        }
      }
      if (allNumbers) {
        for (const [path, problem] of Object.entries(priceGridProblems(gridOf(values.grid))))
          errors[`grid.${path}`] = problem;
      }
      return errors;
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setSavedFrom(null);
      save.mutate(
        { effective_from: values.effective_from, grid: gridOf(values.grid) },
        {
          onSuccess: () => setSavedFrom(values.effective_from),
          onError: (error) => form.setErrors(fieldErrors(error)),
        },
      );
    },
    () => setSavedFrom(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={T.newGrid}>
      <Stack gap="md">
        <Title order={4}>{T.newGrid}</Title>
        <TextInput
          type="date"
          label={T.from}
          description={T.fromHelp}
          min={today}
          withAsterisk
          maw={260}
          {...form.getInputProps('effective_from')}
        />
        <Text size="sm" c="dimmed">
          {T.weekendNote}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {PRICE_GRID_SKILLS.map((skill) => (
            <Fieldset key={skill} legend={SKILLS[skill]}>
              <SimpleGrid cols={2} spacing="xs">
                {MODES.flatMap((mode) =>
                  DAYS.map((day) => (
                    <NumberInput
                      key={`${mode}-${day}`}
                      label={`${MODE_LABELS[mode]}, ${SHORT_DAY_LABELS[day]}`}
                      aria-label={T.price(
                        SKILLS[skill],
                        MODE_LABELS[mode].toLowerCase(),
                        DAY_LABELS[day].toLowerCase(),
                      )}
                      suffix=" €"
                      decimalSeparator=","
                      decimalScale={2}
                      min={0}
                      max={500}
                      allowNegative={false}
                      clampBehavior="none"
                      {...form.getInputProps(pathOf(skill, mode, day))}
                    />
                  )),
                )}
              </SimpleGrid>
            </Fieldset>
          ))}
        </SimpleGrid>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        {savedFrom && (
          <Alert color="green" role="status">
            {T.saved(formatDate(savedFrom))}
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
