import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { formatPlannedRange } from '@maisonnee/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import type { PlanningAgentRow } from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { HALF_HOURS, keepHours, minutesOf } from '../board-moves.ts';
import { dayLong, formatHours, plannedDay } from '../board-week.ts';
import { isMotifValid, MotifField } from './board-motif-field.tsx';
import { shortSkill } from './board-style.ts';
import { isOfSeries, type BoardMoves, type MoveDialogState } from './use-board-moves.ts';

/** Mantine's `sm` breakpoint: under it a dialog takes the whole phone screen. */
export const PHONE_QUERY = '(max-width: 48em)';

const agentLabel = (row: PlanningAgentRow) => {
  const planned = formatHours(row.minutes_planifiees / 60);
  const contract = row.heures_contrat_hebdo === null ? null : formatHours(row.heures_contrat_hebdo);
  return M.agentOption(`${row.prenom} ${row.nom}`, T.hours(planned, contract));
};

/** The options of a time field, with the current value kept even off the grid. */
const timeOptions = (times: readonly string[], current: string) =>
  times.includes(current) ? [...times] : [current, ...times].sort();

function MoveForm({
  state,
  moves,
  rows,
  days,
}: {
  state: MoveDialogState;
  moves: BoardMoves;
  rows: readonly PlanningAgentRow[];
  days: string[];
}) {
  const { visit, kind } = state;
  const item = visit.intervention;
  const here = keepHours(item, visit.agentId, plannedDay(item.date_debut));
  const [agent, setAgent] = useState(visit.agentId === null ? '' : String(visit.agentId));
  const [date, setDate] = useState(here.date);
  const [start, setStart] = useState(here.time_debut);
  const [end, setEnd] = useState(here.time_fin);
  const [scope, setScope] = useState<'seule' | 'serie'>('seule');
  const [refusal, setRefusal] = useState<{ message: string; forcable: boolean } | null>(null);
  const [forcing, setForcing] = useState(false);
  const [motif, setMotif] = useState('');
  const [checked, setChecked] = useState(false);

  const agentMissing = agent === '';
  const endBeforeStart = minutesOf(end) <= minutesOf(start);
  const motifWrong = forcing && !isMotifValid(motif);
  // A change of the move makes the last refusal and its forcing moot.
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setRefusal(null);
      setForcing(false);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (agentMissing || endBeforeStart || motifWrong) return;
    const outcome = await moves.send({
      visit,
      target: { candidat_id: Number(agent), date, time_debut: start, time_fin: end },
      serie: isOfSeries(visit) && scope === 'serie',
      ...(forcing ? { forcer: { motif: motif.trim() } } : {}),
    });
    if (outcome.ok) moves.closeDialog();
    else {
      setRefusal(outcome);
      if (!outcome.forcable) setForcing(false);
    }
  };

  const dayOptions = (days.includes(date) ? days : [date, ...days]).map((day) => ({
    value: day,
    label: dayLong(day),
  }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {M.summary(
            item.client_nom,
            dayLong(here.date),
            formatPlannedRange(item.date_debut, item.date_fin),
            shortSkill(item.skill_id),
          )}
        </Text>
        <NativeSelect
          label={M.agentField}
          required
          value={agent}
          onChange={(event) => changed(setAgent)(event.currentTarget.value)}
          data={[
            { value: '', label: M.chooseAgent, disabled: true },
            ...rows.map((row) => ({ value: String(row.candidat_id), label: agentLabel(row) })),
          ]}
          error={checked && agentMissing ? M.agentRequired : undefined}
          data-autofocus
        />
        <NativeSelect
          label={M.dayField}
          value={date}
          onChange={(event) => changed(setDate)(event.currentTarget.value)}
          data={dayOptions}
        />
        <Group grow gap="xs" align="flex-start">
          <NativeSelect
            label={M.startField}
            value={start}
            onChange={(event) => changed(setStart)(event.currentTarget.value)}
            data={timeOptions(HALF_HOURS.slice(0, -1), here.time_debut)}
          />
          <NativeSelect
            label={M.endField}
            value={end}
            onChange={(event) => changed(setEnd)(event.currentTarget.value)}
            data={timeOptions(HALF_HOURS.slice(1), here.time_fin)}
            error={checked && endBeforeStart ? M.endAfterStart : undefined}
          />
        </Group>
        {isOfSeries(visit) ? (
          <Radio.Group
            label={M.scopeField}
            value={scope}
            onChange={(value) => changed(setScope)(value === 'serie' ? 'serie' : 'seule')}
          >
            <Stack gap={6} mt={4}>
              <Radio
                value="seule"
                label={kind === 'assign' ? M.seriesOnlyAssign : M.seriesOnlyMove}
              />
              <Radio value="serie" label={M.seriesAll} />
            </Stack>
          </Radio.Group>
        ) : null}
        {refusal ? (
          <Alert color="red" title={M.refusedTitle}>
            <Stack gap="xs">
              <Text size="sm">{refusal.message}</Text>
              {refusal.forcable && !forcing ? (
                <Button variant="outline" color="red" size="xs" onClick={() => setForcing(true)}>
                  {M.forceWithReason}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {forcing ? (
          <MotifField value={motif} onChange={setMotif} error={checked && motifWrong} />
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={moves.closeDialog}>
            {M.cancel}
          </Button>
          <Button type="submit" color={forcing ? 'red' : undefined} loading={moves.isPending}>
            {forcing ? M.forceAndSave : M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * « Affecter à… » / « Déplacer… »: the keyboard and dialog path to what a drag does. Agent (with
 * its planned and contract hours), day of the week, half-hour times, the slot's following visits
 * or not; a refusal is said in the dialog, and forced with a reason when the rule allows.
 */
export function BoardMoveDialog({
  moves,
  rows,
  days,
}: {
  moves: BoardMoves;
  rows: readonly PlanningAgentRow[];
  days: string[];
}) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const state = moves.dialog;
  return (
    <Modal
      opened={state !== null}
      onClose={moves.closeDialog}
      title={state?.kind === 'assign' ? M.assignTitle : M.moveTitle}
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': M.close }}
    >
      {state ? (
        <MoveForm
          key={`${state.kind}-${state.visit.intervention.id}`}
          state={state}
          moves={moves}
          rows={rows}
          days={days}
        />
      ) : null}
    </Modal>
  );
}
