import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { confirmAndClose } from '../../../../components/modal-form.tsx';
import { FilterPagesControl } from '../../../../components/back-office/pages-control.tsx';
import {
  RELEVE_STATUT_LABELS,
  RELEVE_STATUTS,
  formatDeadline,
  formatDuration,
  formatInstantTime,
  formatPlannedDate,
  formatPlannedTime,
  interventionEcourteeLabel,
} from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useCorrigerReleveLigne } from '../api/corriger-releve-ligne.ts';
import {
  useReleves,
  type ReleveLigneAdmin,
  type ReleveStatut,
  type RelevesFilters,
} from '../api/list-releves.ts';
import { RELEVES_TEXT as T } from '../text.ts';

/** Hours and minutes typed by a person → minutes (null: not a duration of one day at most). */
export function toMinutes(hours: number | string, minutes: number | string): number | null {
  const h = typeof hours === 'number' ? hours : hours === '' ? 0 : Number(hours);
  const m = typeof minutes === 'number' ? minutes : minutes === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0 || m > 59) return null;
  const total = h * 60 + m;
  return total <= 24 * 60 ? total : null;
}

function isReleveStatut(value: string): value is ReleveStatut {
  return (RELEVE_STATUTS as readonly string[]).includes(value);
}

const STATUT_COLORS: Record<ReleveStatut, string> = {
  a_confirmer: 'gray',
  confirme: 'green',
  confirme_auto: 'teal',
  conteste: 'red',
  corrige: 'blue',
};

/**
 * The timesheet lines of every client, by month and status (contested ones by default, so the
 * lines waiting for the agency come first); a contested line is ruled here.
 */
export function RelevesList({ initialStatut }: { initialStatut?: ReleveStatut | null }) {
  const [filters, setFilters] = useState<RelevesFilters>({
    page: 1,
    statut: initialStatut === null ? undefined : (initialStatut ?? 'conteste'),
  });
  const query = useReleves(filters);
  const data = query.data;

  return (
    <Stack gap="sm" component="section" aria-label={T.listLabel}>
      <Group align="flex-end" wrap="wrap" role="group" aria-label={T.filters}>
        <TextInput
          type="month"
          label={T.month}
          value={filters.periode ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFilters((current) => ({
              ...current,
              page: 1,
              periode: /^\d{4}-\d{2}$/.test(value) ? value : undefined,
            }));
          }}
        />
        <NativeSelect
          label={T.statut}
          value={filters.statut ?? ''}
          data={[
            { value: '', label: T.statutAll },
            ...RELEVE_STATUTS.map((value) => ({ value, label: RELEVE_STATUT_LABELS[value] })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setFilters((current) => ({
              ...current,
              page: 1,
              statut: isReleveStatut(value) ? value : undefined,
            }));
          }}
        />
      </Group>
      <ListStatus query={query} isEmpty={data?.items.length === 0} text={T} />
      {data
        ? [...data.items]
            .sort((a, b) => Number(b.statut === 'conteste') - Number(a.statut === 'conteste'))
            .map((ligne) => <ReleveLigneCard key={ligne.id} ligne={ligne} />)
        : null}
      <FilterPagesControl of={data} filters={[filters, setFilters]} label={T.pagination} />
    </Stack>
  );
}

function ReleveLigneCard({ ligne }: { ligne: ReleveLigneAdmin }) {
  const [open, setOpen] = useState(false);
  const title = T.line(ligne.client_nom, formatPlannedDate(ligne.date));
  const pointe = ligne.pointage_debut_at !== null && ligne.pointage_fin_at !== null;
  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Badge variant="light" color={STATUT_COLORS[ligne.statut]}>
            {RELEVE_STATUT_LABELS[ligne.statut]}
          </Badge>
        </Group>
        {ligne.agent_nom ? <Text size="sm">{T.agent(ligne.agent_nom)}</Text> : null}
        <Text size="sm">
          {T.prevu(
            // Planned: the agency's wall clock; checked: real instants (docs/decisions.md).
            formatPlannedTime(ligne.debut_prevu),
            formatPlannedTime(ligne.fin_prevue),
            formatDuration(ligne.minutes_prevues),
          )}
        </Text>
        <Text size="sm">
          {pointe
            ? T.realise(
                formatInstantTime(ligne.pointage_debut_at),
                formatInstantTime(ligne.pointage_fin_at),
                formatDuration(ligne.minutes_realisees),
              )
            : T.nonPointe}
        </Text>
        {ligne.motif_ecourtee ? (
          <Text size="sm" fw={600} c="orange.9" data-flag="ecourtee">
            {interventionEcourteeLabel(ligne.motif_ecourtee)}
          </Text>
        ) : null}
        {ligne.depassement_minutes > 0 ? (
          <Text size="sm">{T.depassement(formatDuration(ligne.depassement_minutes))}</Text>
        ) : null}
        {ligne.minutes_retenues !== null ? (
          <Text size="sm">{T.retenu(formatDuration(ligne.minutes_retenues))}</Text>
        ) : null}
        {ligne.motif_contestation ? (
          <Text size="sm">
            <strong>{T.motif} :</strong> {ligne.motif_contestation}
          </Text>
        ) : null}
        {ligne.note_agence ? <Text size="sm">{T.note(ligne.note_agence)}</Text> : null}
        {ligne.statut === 'a_confirmer' ? (
          <Text size="xs" c="dimmed">
            {T.limite(formatDeadline(ligne.date_limite))}
          </Text>
        ) : null}
        {ligne.facture_id !== null ? (
          <Text size="xs" c="dimmed">
            {T.facturee}
          </Text>
        ) : null}
        {ligne.statut === 'conteste' && ligne.facture_id === null ? (
          open ? (
            <CorrectionForm ligne={ligne} onDone={() => setOpen(false)} />
          ) : (
            <Group>
              <Button onClick={() => setOpen(true)}>{T.trancher}</Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

function CorrectionForm({ ligne, onDone }: { ligne: ReleveLigneAdmin; onDone: () => void }) {
  const [hours, setHours] = useState<number | string>(Math.floor(ligne.minutes_realisees / 60));
  const [minutes, setMinutes] = useState<number | string>(ligne.minutes_realisees % 60);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const corriger = useCorrigerReleveLigne();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const total = toMinutes(hours, minutes);
    if (total === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    corriger.mutate(
      { ligne_id: ligne.id, minutes_retenues: total, note: note.trim() || undefined },
      confirmAndClose(T.corrigee, onDone),
    );
  };

  return (
    <form onSubmit={submit} aria-label={T.trancherTitle} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" wrap="wrap">
          <NumberInput
            label={T.heures}
            min={0}
            max={24}
            allowDecimal={false}
            allowNegative={false}
            value={hours}
            onChange={setHours}
            w={120}
          />
          <NumberInput
            label={T.minutes}
            min={0}
            max={59}
            allowDecimal={false}
            allowNegative={false}
            value={minutes}
            onChange={setMinutes}
            w={120}
          />
        </Group>
        {invalid ? (
          <Text size="sm" c="red" role="alert">
            {T.dureeInvalide}
          </Text>
        ) : null}
        <Textarea
          label={T.noteClient}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
        />
        {corriger.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(corriger.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={corriger.isPending}>
            {T.valider}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
