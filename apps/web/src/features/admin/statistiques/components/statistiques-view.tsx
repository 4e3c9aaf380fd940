import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SKILLS, toParisIsoDate } from '@maisonnee/domain';
import { Suspense, lazy, useState } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import {
  ETAT_ANNUEL_PATH,
  STATISTIQUES_EXPORT_PATH,
  useDownloadExport,
} from '../api/download-export.ts';
import {
  statistiquesQuery,
  useStatistiques,
  type Statistiques,
  type StatistiquesFilters,
} from '../api/get-statistiques.ts';
import {
  FIGURE_SECTIONS,
  countMonths,
  formatFigure,
  formatMoisLong,
  monthsBefore,
} from '../figures.ts';
import { STATISTIQUES_TEXT as T } from '../text.ts';
import { FigureTable } from './figure-table.tsx';

// recharts is the heaviest piece of the screen: loaded once the figures are there.
const FigureChart = lazy(() => import('./figure-chart.tsx'));

/** The longest range the API accepts (its contract's STATISTIQUES_MAX_MOIS). */
const MAX_MONTHS = 36;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const SERVICE_OPTIONS = [
  { value: '', label: T.filters.allServices },
  ...Object.entries(SKILLS).map(([value, label]) => ({ value, label })),
];

function rangeError(du: string, au: string): { du?: string; au?: string } {
  if (!MONTH.test(du)) return { du: T.filters.monthRequired };
  if (!MONTH.test(au)) return { au: T.filters.monthRequired };
  if (au < du) return { au: T.filters.rangeOrder };
  if (countMonths(du, au) > MAX_MONTHS) return { au: T.filters.rangeTooLong(MAX_MONTHS) };
  return {};
}

/** /admin/statistiques: the agency's figures, their charts and tables, and the exports. */
export function StatistiquesView() {
  const currentMonth = toParisIsoDate(new Date()).slice(0, 7);
  const currentYear = Number(currentMonth.slice(0, 4));
  const [du, setDu] = useState(() => monthsBefore(currentMonth, 11));
  const [au, setAu] = useState(currentMonth);
  const [service, setService] = useState('');
  const errors = rangeError(du, au);
  const isValid = errors.du === undefined && errors.au === undefined;
  const filters: StatistiquesFilters = { du, au, skillId: service ? Number(service) : null };
  const stats = useStatistiques(filters, isValid);

  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={T.filters.label}>
        <TextInput
          type="month"
          label={T.filters.du}
          value={du}
          max={au}
          onChange={(event) => setDu(event.currentTarget.value)}
          error={errors.du}
        />
        <TextInput
          type="month"
          label={T.filters.au}
          value={au}
          min={du}
          onChange={(event) => setAu(event.currentTarget.value)}
          error={errors.au}
        />
        <NativeSelect
          label={T.filters.service}
          data={SERVICE_OPTIONS}
          value={service}
          onChange={(event) => setService(event.currentTarget.value)}
        />
      </Group>
      <Exports filters={filters} canExport={isValid} currentYear={currentYear} />
      {!isValid ? null : stats.isPending ? (
        <PageLoader />
      ) : stats.isError ? (
        <Alert color="red" role="alert" title={T.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(stats.error)}</Text>
            <Button variant="light" onClick={() => void stats.refetch()}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Figures stats={stats.data} />
      )}
    </Stack>
  );
}

function Figures({ stats }: { stats: Statistiques }) {
  const periode = T.periode(formatMoisLong(stats.du), formatMoisLong(stats.au));
  return (
    <Stack gap="lg">
      {FIGURE_SECTIONS.map((section) => (
        <Card
          key={section.id}
          withBorder
          p={{ base: 'xs', sm: 'md' }}
          component="section"
          aria-labelledby={section.id}
        >
          <Stack gap="sm">
            <Title order={3} size="h4" id={section.id}>
              {section.title}
            </Title>
            {section.id === 'occupation' ? (
              <Text size="xs" c="dimmed">
                {T.occupationNote}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Suspense fallback={<Loader size="sm" aria-label={T.chartLoading} />}>
                <FigureChart section={section} mois={stats.mois} />
              </Suspense>
              <FigureTable
                section={section}
                mois={stats.mois}
                totaux={stats.totaux}
                caption={`${section.caption}, ${periode}`}
              />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Card
        withBorder
        p={{ base: 'xs', sm: 'md' }}
        component="section"
        aria-labelledby="occupation-agents"
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="occupation-agents">
            {T.agents.title}
          </Title>
          {stats.agents.length === 0 ? (
            <Text size="sm">{T.agents.empty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420} mah={480}>
              <Table striped withTableBorder captionSide="top" fz="sm">
                <Table.Caption>{T.agents.caption(periode)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{T.agents.agent}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Heures planifiées
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Heures sous contrat
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Taux d’occupation
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {stats.agents.map((agent) => (
                    <Table.Tr key={agent.candidat_id}>
                      <Table.Th scope="row" fw={400}>
                        {agent.nom}
                      </Table.Th>
                      <Table.Td ta="right">
                        {formatFigure(agent.heures_planifiees, 'heures')}
                      </Table.Td>
                      <Table.Td ta="right">{formatFigure(agent.heures_contrat, 'heures')}</Table.Td>
                      <Table.Td ta="right">
                        {formatFigure(agent.taux_occupation, 'pourcent')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function Exports({
  filters,
  canExport,
  currentYear,
}: {
  filters: StatistiquesFilters;
  canExport: boolean;
  currentYear: number;
}) {
  const download = useDownloadExport();
  const [annee, setAnnee] = useState(String(currentYear - 1));
  const years = Array.from({ length: 6 }, (_, i) => String(currentYear - i));
  const range = (format: 'csv' | 'xlsx') =>
    download.mutate({
      path: STATISTIQUES_EXPORT_PATH,
      query: { ...statistiquesQuery(filters), format },
      fallback: `statistiques.${format}`,
    });
  const etat = (format: 'csv' | 'xlsx') =>
    download.mutate({
      path: ETAT_ANNUEL_PATH,
      query: { annee, format },
      fallback: `etat-annuel-${annee}.${format}`,
    });
  return (
    <Card
      withBorder
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby="statistiques-exports"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="statistiques-exports">
          {T.exports.label}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Button variant="light" disabled={!canExport} onClick={() => range('xlsx')}>
            {T.exports.xlsx}
          </Button>
          <Button variant="light" disabled={!canExport} onClick={() => range('csv')}>
            {T.exports.csv}
          </Button>
        </Group>
        <Text size="sm" fw={500}>
          {T.exports.etatAnnuel}
        </Text>
        <Text size="xs" c="dimmed">
          {T.exports.etatAnnuelHelp}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={T.exports.annee}
            data={years}
            value={annee}
            onChange={(event) => setAnnee(event.currentTarget.value)}
          />
          <Button variant="light" onClick={() => etat('xlsx')}>
            {T.exports.etatXlsx}
          </Button>
          <Button variant="light" onClick={() => etat('csv')}>
            {T.exports.etatCsv}
          </Button>
        </Group>
        {download.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(download.error)}
          </Alert>
        ) : download.isSuccess ? (
          <Text size="sm" role="status">
            {T.exports.done}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
