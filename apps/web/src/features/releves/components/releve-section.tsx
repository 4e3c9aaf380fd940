import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  formatDeadline,
  formatDuration,
  formatInstantDate,
  formatInstantRange,
  formatMonth,
  formatPlannedDate,
  formatPlannedRange,
  interventionEcourteeLabel,
} from '@maisonnee/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import {
  useConfirmReleve,
  useContestReleveLigne,
  useReleve,
  useRelevePeriodes,
  type Releve,
  type ReleveLigne,
  type RelevePeriode,
} from '../api/releves.ts';
import { RELEVE_TEXT as T } from '../text.ts';

const STATUT_COLORS: Record<ReleveLigne['statut'], string> = {
  a_confirmer: 'orange',
  confirme: 'green',
  confirme_auto: 'green',
  conteste: 'red',
  corrige: 'blue',
};

/** The month shown: the one asked (`?releve=`), else the newest with lines to confirm, else the newest. */
export function defaultPeriode(
  periodes: readonly RelevePeriode[],
  asked: string | null,
): string | null {
  if (asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked)) return asked;
  return periodes.find((p) => p.nb_a_confirmer > 0)?.periode ?? periodes[0]?.periode ?? null;
}

/** true when one of the months still has lines waiting for the client's answer. */
export function hasReleveToConfirm(periodes: readonly RelevePeriode[] | undefined): boolean {
  return (periodes ?? []).some((p) => p.nb_a_confirmer > 0);
}

/** The deadline passed (lines still to confirm count as confirmed). */
function isPast(instant: string | null, now: number): boolean {
  return instant !== null && new Date(instant).getTime() <= now;
}

/**
 * The client's monthly timesheet: a month picker, each intervention with the planned and the
 * checked-in times, the hours worked and overruns; « Tout confirmer » and, per line, « Signaler
 * une erreur » with a reason, until the deadline and as long as the month is not invoiced.
 */
export function ReleveSection(props: {
  clientId: number;
  /** The month asked by the page (`?releve=YYYY-MM`). */
  periode?: string | null;
  onPeriodeChange?: (periode: string) => void;
  headingId?: string;
}) {
  const periodes = useRelevePeriodes(props.clientId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = periodes.data ?? [];
  const periode = chosen ?? defaultPeriode(list, props.periode ?? null);
  const releve = useReleve(props.clientId, periodes.data ? periode : null);
  const headingId = props.headingId ?? 'releve-heures';

  const options = list.map((p) => ({
    value: p.periode,
    label: T.monthOption(formatMonth(p.periode), p.nb_a_confirmer),
  }));
  if (periode && !list.some((p) => p.periode === periode)) {
    options.unshift({ value: periode, label: formatMonth(periode) });
  }

  return (
    <TitledSection headingId={headingId} title={T.title} intro={T.intro}>
      {periodes.isPending ? <PageLoader active /> : null}
      {periodes.isError || releve.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(periodes.error ?? releve.error) ?? T.loadError}
        </Alert>
      ) : null}
      {periodes.data && periode === null ? <Text c="dimmed">{T.empty}</Text> : null}
      {periode !== null && options.length > 0 ? (
        <NativeSelect
          label={T.month}
          value={periode}
          data={options}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setChosen(value);
            props.onPeriodeChange?.(value);
          }}
        />
      ) : null}
      {periode !== null && releve.isPending && periodes.data ? <PageLoader active /> : null}
      {releve.data ? <ReleveMonth releve={releve.data} /> : null}
    </TitledSection>
  );
}

function ReleveMonth({ releve }: { releve: Releve }) {
  const confirm = useConfirmReleve();
  const [now] = useState(() => Date.now());
  const closed = isPast(releve.date_limite, now);
  const invoiced = releve.lignes.length > 0 && releve.lignes.every((l) => l.facture_id !== null);
  const toConfirm = releve.lignes.filter((l) => l.statut === 'a_confirmer' && !l.facture_id);
  const deadline = formatDeadline(releve.date_limite);
  // The deadline matters only while lines wait for the client's answer.
  const showDeadline =
    releve.date_limite !== null && !invoiced && toConfirm.length > 0 && !confirm.isSuccess;

  return (
    <Stack gap="sm">
      {/* The deadline in bold, in the text colour: orange on white fails the 4.5:1 contrast. */}
      {showDeadline ? (
        <Text fw={600} c={closed ? 'dimmed' : undefined}>
          {closed ? T.deadlinePassed(deadline) : T.deadline(deadline)}
        </Text>
      ) : null}
      {invoiced ? <Text c="dimmed">{T.invoiced}</Text> : null}
      {releve.lignes.length === 0 ? (
        <Text c="dimmed">{T.noLine}</Text>
      ) : (
        <PlainList gap="sm" aria-label={T.linesLabel}>
          {releve.lignes.map((ligne) => (
            <li key={ligne.id}>
              <LigneCard ligne={ligne} closed={closed} />
            </li>
          ))}
        </PlainList>
      )}
      <Text fw={600}>{T.total(formatDuration(releve.minutes_realisees))}</Text>
      {releve.depassements.length > 0 ? (
        <Stack gap={4} component="section" aria-labelledby="depassements">
          <Title order={3} size="h5" id="depassements">
            {T.depassements}
          </Title>
          <ul>
            {releve.depassements.map((d) => (
              <li key={d.id}>
                <Text size="sm">
                  {T.depassement(
                    formatDuration(Math.round(d.nb_heures * 60)),
                    formatInstantDate(d.created_at),
                  )}
                  {d.commentaire ? ` — ${d.commentaire}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      <FormError message={errorMessage(confirm.error)} />
      {confirm.isSuccess ? (
        <Text role="status" c="green.9">
          {T.confirmed}
        </Text>
      ) : null}
      {toConfirm.length === 0 && !invoiced && releve.lignes.length > 0 && !confirm.isSuccess ? (
        <Text size="sm" c="dimmed">
          {T.nothingToConfirm}
        </Text>
      ) : null}
      <Button
        disabled={closed || invoiced || toConfirm.length === 0}
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(
            { client_id: releve.client_id, periode: releve.periode },
            { onSuccess: () => showSuccess(T.confirmed) },
          )
        }
      >
        {T.confirmAll}
      </Button>
    </Stack>
  );
}

function LigneCard({ ligne, closed }: { ligne: ReleveLigne; closed: boolean }) {
  const [open, setOpen] = useState(false);
  const overrun = ligne.minutes_realisees > ligne.minutes_prevues || ligne.depassement_minutes > 0;
  const overrunMinutes = Math.max(
    ligne.depassement_minutes,
    ligne.minutes_realisees - ligne.minutes_prevues,
  );
  const lineClosed = closed || isPast(ligne.date_limite, Date.now());
  const canContest = ligne.statut === 'a_confirmer' && ligne.facture_id === null && !lineClosed;
  const day = formatPlannedDate(ligne.date);
  // Planned times are the agency's wall clock; check-ins are real instants (docs/decisions.md).
  const worked = formatInstantRange(ligne.pointage_debut_at, ligne.pointage_fin_at) || T.noCheck;
  const C = T.columns;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`${C.date} ${day}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{day}</Text>
          <Group gap="xs">
            {overrun ? (
              <Badge color="orange" variant="light" c="dark.9">
                {T.overrun(formatDuration(overrunMinutes))}
              </Badge>
            ) : null}
            <Badge color={STATUT_COLORS[ligne.statut]} variant="light" c="dark.9">
              {T.statut[ligne.statut]}
            </Badge>
          </Group>
        </Group>
        {ligne.agent_nom ? (
          <Text size="sm">
            {C.agent} : {ligne.agent_nom}
          </Text>
        ) : null}
        <Text size="sm">
          {C.prevu} : {formatPlannedRange(ligne.debut_prevu, ligne.fin_prevue)}
        </Text>
        <Text size="sm">
          {C.realise} : {worked}
        </Text>
        <Text size="sm">
          {C.heures} : {formatDuration(ligne.minutes_realisees)}
        </Text>
        {ligne.motif_ecourtee ? (
          <Text size="sm" fw={600} c="orange.9" data-flag="ecourtee">
            {interventionEcourteeLabel(ligne.motif_ecourtee)}
          </Text>
        ) : null}
        {ligne.minutes_retenues !== null ? (
          <Text size="sm">{T.retained(formatDuration(ligne.minutes_retenues))}</Text>
        ) : null}
        {ligne.motif_contestation ? (
          <Text size="sm">{T.yourReason(ligne.motif_contestation)}</Text>
        ) : null}
        {ligne.note_agence ? <Text size="sm">{T.agencyNote(ligne.note_agence)}</Text> : null}
        {open ? (
          <ContestForm ligne={ligne} day={day} onClose={() => setOpen(false)} />
        ) : ligne.statut === 'a_confirmer' ? (
          <Button
            variant="subtle"
            size="xs"
            disabled={!canContest}
            onClick={() => setOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {T.contest}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function ContestForm(props: { ligne: ReleveLigne; day: string; onClose: () => void }) {
  const contest = useContestReleveLigne();
  const [motif, setMotif] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `contester-${props.ligne.id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!motif.trim()) {
      setError(T.reasonRequired);
      return;
    }
    setError(null);
    contest.mutate(
      { ligne_id: props.ligne.id, motif: motif.trim() },
      {
        onSuccess: () => {
          showSuccess(T.contested);
          props.onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text fw={600} id={titleId}>
          {T.contestTitle(props.day)}
        </Text>
        <Textarea
          label={T.reason}
          description={T.reasonHint}
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={motif}
          onChange={(event) => setMotif(event.currentTarget.value)}
          error={error}
        />
        <FormError message={errorMessage(contest.error)} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={contest.isPending}>
            {T.send}
          </Button>
          <Button variant="default" size="xs" onClick={props.onClose}>
            {T.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
