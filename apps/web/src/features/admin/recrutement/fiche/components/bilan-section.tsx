import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { toParisIsoDate } from '@maisonnee/domain';
import { useState } from 'react';
import { FormError } from '../../../../../components/form-error.tsx';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { formatDate } from '../../../../../lib/format.ts';
import {
  exportCandidatBilan,
  useCandidatBilan,
  type Bilan,
  type BilanFormat,
  type BilanPeriode,
} from '../api/bilan.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { Fact } from './fact.tsx';
import { openStoredFile } from '../../../../../lib/open-stored-file.ts';

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const noteFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const EXPORTS: { format: BilanFormat; label: string; ariaLabel: string }[] = [
  { format: 'pdf', label: T.exportPdf, ariaLabel: T.exportPdfLabel },
  { format: 'csv', label: T.exportCsv, ariaLabel: T.exportCsvLabel },
  { format: 'xlsx', label: T.exportXlsx, ariaLabel: T.exportXlsxLabel },
];

/** The current calendar year on the agency's clock: the review's default period. */
export function currentYearPeriode(now = new Date()): BilanPeriode {
  const year = toParisIsoDate(now).slice(0, 4);
  return { date_debut: `${year}-01-01`, date_fin: `${year}-12-31` };
}

/** The agent's activity over a period, and its export as PDF, CSV or spreadsheet. */
export function BilanSection({ candidatId }: { candidatId: number }) {
  const [periode, setPeriode] = useState<BilanPeriode>(() => currentYearPeriode());
  const isValid =
    Boolean(periode.date_debut && periode.date_fin) && periode.date_fin >= periode.date_debut;
  const bilan = useCandidatBilan(candidatId, isValid ? periode : null);
  const [exporting, setExporting] = useState<BilanFormat | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);

  async function exportAs(format: BilanFormat) {
    setExporting(format);
    setExportError(null);
    await openStoredFile(
      async () => {
        const file = await exportCandidatBilan(candidatId, periode, format);
        // The PDF is read in the browser; CSV and spreadsheet are saved to work on.
        return {
          documentTypeId: file.document_type_id,
          filename: file.filename,
          isDownload: format !== 'pdf',
        };
      },
      T.exportError,
      setExportError,
    );
    setExporting(null);
  }

  return (
    <Stack gap="md">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} fz="sm" mb={4}>
          {T.bilanPeriode}
        </Text>
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={T.bilanFrom}
            value={periode.date_debut}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setPeriode((current) => ({ ...current, date_debut: value }));
            }}
          />
          <TextInput
            type="date"
            label={T.bilanTo}
            value={periode.date_fin}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setPeriode((current) => ({ ...current, date_fin: value }));
            }}
            error={!isValid && periode.date_debut && periode.date_fin ? T.bilanPeriodInvalid : null}
          />
        </SimpleGrid>
      </fieldset>
      {isValid && bilan.isPending ? <PageLoader /> : null}
      <FormError message={bilan.isError ? errorMessage(bilan.error) : null} />
      {bilan.data ? <BilanFigures bilan={bilan.data} /> : null}
      <Stack gap="xs">
        <Title order={4} fz="md">
          {T.exportLabel}
        </Title>
        <Group gap="xs">
          {EXPORTS.map((item) => (
            <Button
              key={item.format}
              variant="light"
              aria-label={item.ariaLabel}
              disabled={!isValid || (exporting !== null && exporting !== item.format)}
              loading={exporting === item.format}
              onClick={() => void exportAs(item.format)}
            >
              {item.label}
            </Button>
          ))}
        </Group>
        <FormError message={exportError ? errorMessage(exportError) : null} />
      </Stack>
    </Stack>
  );
}

function BilanFigures({ bilan }: { bilan: Bilan }) {
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        {T.bilanFigures(formatDate(bilan.date_debut), formatDate(bilan.date_fin))}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
        <Fact label={T.nbInterventions} value={String(bilan.nb_interventions)} />
        <Fact label={T.nbHeures} value={T.hours(numberFormat.format(bilan.nb_heures))} />
        <Fact
          label={T.nbHeuresWeekend}
          value={T.hours(numberFormat.format(bilan.nb_heures_weekend))}
        />
        <Fact label={T.nbAnnulations} value={String(bilan.nb_annulations)} />
        <Fact label={T.nbAbsences} value={String(bilan.nb_absences)} />
        <Fact label={T.nbRetards} value={String(bilan.nb_retards)} />
        <Fact label={T.nbJoursConges} value={numberFormat.format(bilan.nb_jours_conges)} />
        <Fact
          label={T.noteMoyenne}
          value={
            bilan.note_moyenne === null ? T.noNote : T.note(noteFormat.format(bilan.note_moyenne))
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
