import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FREQUENCE_LIBELLES,
  SKILLS,
  halfHourSlots,
  needTimingOf,
  overlapMessage,
  overlappingVisits,
  type PlannedVisit,
} from '@maisonnee/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { WeeklySlotRow } from '../../../components/weekly-slot-row.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { formatEuros } from '../../../lib/format.ts';
import { useTarifsGrid } from '../../../lib/tarifs.ts';
import { useAddBesoin } from '../api/add-besoin.ts';
import { deleteBrouillon } from '../api/delete-brouillon.ts';
import { useSaveBesoin, type SavedDevis } from '../api/save-besoin.ts';
import type { Brouillon } from '../api/list-client-brouillons.ts';
import { useSaveBrouillon } from '../api/save-brouillon.ts';
import { useTransmettrePlanning } from '../api/transmettre-planning.ts';
import {
  estimateFor,
  toBesoin,
  toDraft,
  validateBesoin,
  type BesoinFormValues,
  type FrequenceType,
  type WeeklySlot,
} from '../besoin-form-state.ts';
import { BESOIN_TEXT } from '../text.ts';
import { LongTextField } from '../../../components/long-text-field.tsx';

const T = BESOIN_TEXT.form;
/** Typing pauses this long before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 700;

const TIMES = halfHourSlots();
const TIME_OPTIONS = [{ value: '', label: '—' }, ...TIMES.map((t) => ({ value: t, label: t }))];
const SERVICE_OPTIONS = [
  { value: '', label: T.servicePlaceholder },
  ...Object.entries(SKILLS).map(([value, label]) => ({ value, label })),
];
const FREQUENCE_OPTIONS = [...FREQUENCE_LIBELLES];
const hoursText = (hours: number) => hours.toLocaleString('fr-FR');

type DraftState = 'idle' | 'saving' | 'saved' | 'error';

export function BesoinForm(props: {
  clientId: number;
  missionId: number | null;
  /** The service the need must be for (insurer hours left), or null when it can be chosen. */
  lockedService: number | null;
  initial: BesoinFormValues;
  draftId: number | null;
  restored: boolean;
  /** After sending: the quote made from the need (none for a planning sent to the agency). */
  onSubmitted: (devis?: SavedDevis) => void;
  /** The family's planned visits: a need overlapping them gets a warning, never a refusal. */
  plannedVisits?: readonly PlannedVisit[];
  /**
   * The second draft (`planification`): plans the slots of that signed quote. Submitting saves
   * the draft, then sends it to the agency (`demande-planning`, a cockpit task); the client is
   * told it was received only once the agency has it. If sending fails the draft stays saved.
   */
  planning?: { devisId: number; onDraftSaved?: (draft: Brouillon) => void };
}) {
  const { clientId, missionId, planning } = props;
  const devisId = planning?.devisId ?? null;
  const onDraftSaved = planning?.onDraftSaved;
  const [values, setValues] = useState<BesoinFormValues>(
    props.lockedService === null
      ? props.initial
      : { ...props.initial, service: props.lockedService },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draftState, setDraftState] = useState<DraftState>('idle');
  const draftId = useRef<number | null>(props.draftId);
  const firstRender = useRef(true);
  const saveDraft = useSaveBrouillon();
  const saveBesoin = useSaveBesoin();
  const addBesoin = useAddBesoin();
  const savePlanning = useSaveBrouillon();
  const transmit = useTransmettrePlanning();
  const [planned, setPlanned] = useState<string | null>(null);
  const sending = useRef(false);
  // besoin/:idmission extends that mission (add-besoin); otherwise a new need (save-besoin).
  const submitting = planning ? savePlanning : missionId === null ? saveBesoin : addBesoin;
  const headingId = useId();
  const pending = submitting.isPending || transmit.isPending;

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      setDraftState('saving');
      saveDraft.mutate(toDraft(values, clientId, draftId.current, missionId, devisId), {
        onSuccess: (draft) => {
          draftId.current = draft.id;
          setDraftState('saved');
          onDraftSaved?.(draft);
        },
        onError: () => setDraftState('error'),
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `serialized` stands for `values`: the effect runs when what is typed changes.
  }, [serialized, clientId, missionId, devisId]);

  const set = <K extends keyof BesoinFormValues>(key: K, value: BesoinFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setSlot = (index: number, patch: Partial<WeeklySlot>) =>
    set(
      'reccurentArray',
      values.reccurentArray.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)),
    );

  // Priced at the agency's grid in force, as the quote will be (the specification's while it loads).
  const grid = useTarifsGrid();
  const estimate = estimateFor(values, grid);
  const recurring = values.frequence === 'recurrent';
  const timing = planning ? null : needTimingOf(values);
  const overlaps =
    timing && props.plannedVisits ? overlappingVisits(timing, props.plannedVisits, new Date()) : [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // One request per submission: a second press (or Enter) before the answer sends nothing.
    // The button is disabled while pending, but that state reaches the screen a render later.
    if (sending.current) return;
    const found = validateBesoin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    const settled = () => {
      sending.current = false;
    };
    if (planning) {
      setPlanned(null);
      transmit.reset();
      savePlanning.mutate(toDraft(values, clientId, draftId.current, missionId, devisId), {
        onSuccess: (draft) => {
          draftId.current = draft.id;
          onDraftSaved?.(draft);
          // Saved: only now does the agency get it; told "transmis" once it answers.
          transmit.mutate(
            { client_id: clientId, brouillon_id: draft.id },
            {
              onSuccess: (answer) => {
                setPlanned(answer.message || T.planningSubmitted);
                props.onSubmitted();
              },
              onError: (error: unknown) => setErrors(fieldErrors(error)),
              onSettled: settled,
            },
          );
        },
        onError: (error: unknown) => {
          setErrors(fieldErrors(error));
          settled();
        },
      });
      return;
    }
    const handlers = {
      onSuccess: (devis: SavedDevis) => props.onSubmitted(devis),
      onError: (error: unknown) => setErrors(fieldErrors(error)),
      onSettled: settled,
    };
    const besoin = toBesoin(values, clientId, draftId.current);
    if (missionId === null) saveBesoin.mutate(besoin, handlers);
    else {
      const { brouillon_id: _draft, ...rest } = besoin;
      addBesoin.mutate(
        { ...rest, mission_id: missionId },
        {
          ...handlers,
          onSuccess: (devis) => {
            // The quote exists: a draft left behind is only noise, its removal may fail quietly.
            if (draftId.current !== null) deleteBrouillon(draftId.current).catch(() => undefined);
            props.onSubmitted(devis);
          },
        },
      );
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={planning ? 3 : 2} id={headingId}>
            {planning ? T.planningTitle : T.title}
          </Title>
          {planning ? <Text size="sm">{T.planningIntro}</Text> : null}
          {props.restored ? <Text c="dimmed">{T.draftRestored}</Text> : null}
          <NativeSelect
            label={T.service}
            required
            disabled={props.lockedService !== null}
            description={props.lockedService !== null ? T.serviceLocked : undefined}
            data={SERVICE_OPTIONS}
            value={values.service === null ? '' : String(values.service)}
            onChange={(e) =>
              set('service', e.currentTarget.value ? Number(e.currentTarget.value) : null)
            }
            error={errors.service}
          />
          <Radio.Group
            label={T.frequence}
            value={values.frequence}
            onChange={(value) => set('frequence', value === 'recurrent' ? 'recurrent' : 'ponctuel')}
          >
            <Group mt="xs">
              <Radio value="ponctuel" label={T.ponctuel} />
              <Radio value="recurrent" label={T.recurrent} />
            </Group>
          </Radio.Group>
          <TextInput
            type="date"
            label={recurring ? T.dateRecurrent : T.date}
            required
            value={values.date ?? ''}
            onChange={(e) => set('date', e.currentTarget.value || null)}
            error={errors.date}
          />
          {recurring ? (
            <Stack gap="sm">
              <NativeSelect
                label={T.frequenceType}
                data={FREQUENCE_OPTIONS}
                value={values.frequenceType}
                onChange={(e) => set('frequenceType', e.currentTarget.value as FrequenceType)}
              />
              <Text fw={600} component="h3" size="md">
                {T.slots}
              </Text>
              {values.reccurentArray.map((slot, index) => (
                <WeeklySlotRow
                  key={index}
                  slot={slot}
                  onChange={(patch) => setSlot(index, patch)}
                  onRemove={() =>
                    set(
                      'reccurentArray',
                      values.reccurentArray.filter((_, i) => i !== index),
                    )
                  }
                  label={`Créneau ${index + 1}`}
                  text={T}
                  removeLabel={T.removeSlot(`${index + 1}`)}
                  removeText="Retirer"
                  error={errors[`reccurentArray.${index}.time_fin`]}
                />
              ))}
              {errors.reccurentArray ? (
                <Text c="red.9" role="alert" size="sm">
                  {errors.reccurentArray}
                </Text>
              ) : null}
              <Button
                variant="light"
                onClick={() =>
                  set('reccurentArray', [
                    ...values.reccurentArray,
                    { day: 1, time_debut: '09:00', time_fin: '12:00' },
                  ])
                }
              >
                {T.addSlot}
              </Button>
            </Stack>
          ) : (
            <Group grow>
              <NativeSelect
                label={T.timeDebut}
                required
                data={TIME_OPTIONS}
                value={values.time_debut ?? ''}
                onChange={(e) => set('time_debut', e.currentTarget.value || null)}
                error={errors.time_debut}
              />
              <NativeSelect
                label={T.timeFin}
                required
                data={TIME_OPTIONS}
                value={values.time_fin ?? ''}
                onChange={(e) => set('time_fin', e.currentTarget.value || null)}
                error={errors.time_fin}
              />
            </Group>
          )}
          <LongTextField
            label={T.description}
            maxLength={2000}
            value={values.description}
            onText={(text) => set('description', text)}
          />
          <EstimateBox estimate={estimate} />
          {overlaps.length > 0 ? (
            <Alert color="yellow" role="status" title={T.overlapTitle}>
              {overlapMessage(overlaps)}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {draftState === 'saving'
              ? T.draftSaving
              : draftState === 'saved'
                ? T.draftSaved
                : draftState === 'error'
                  ? T.draftError
                  : ''}
          </Text>
          {submitting.isError && Object.keys(errors).length === 0 ? (
            <Alert color="red" role="alert">
              {errorMessage(submitting.error)}
            </Alert>
          ) : null}
          {transmit.isError ? (
            <Alert color="red" role="alert">
              {T.planningNotSent} {errorMessage(transmit.error)}
            </Alert>
          ) : null}
          {planned ? (
            <Alert color="green" role="status">
              {planned}
            </Alert>
          ) : null}
          <Button type="submit" loading={pending} disabled={pending}>
            {planning ? T.planningSubmit : T.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export function EstimateBox({ estimate }: { estimate: ReturnType<typeof estimateFor> }) {
  return (
    <Card withBorder radius="md" padding="md" aria-live="polite" aria-label={T.estimate}>
      <Text fw={600}>{T.estimate}</Text>
      {estimate === null ? (
        <Text c="dimmed">{T.estimateEmpty}</Text>
      ) : (
        <Stack gap={2}>
          <Text data-testid="estimate-amount">
            {formatEuros(estimate.montantTTC)} TTC {estimate.recurring ? T.perWeek : T.total}
          </Text>
          {estimate.montantMensuelTTC !== null ? (
            <Text>
              {formatEuros(estimate.montantMensuelTTC)} TTC {T.perMonth}
            </Text>
          ) : null}
          <Text>
            {formatEuros(estimate.resteAChargeMensuelTTC ?? estimate.resteAChargeTTC)}{' '}
            {estimate.recurring ? T.perMonth : T.total} {T.afterCredit}
          </Text>
          <Text size="sm" c="dimmed">
            {T.hours(hoursText(estimate.nbHeures), hoursText(estimate.nbHeuresWeekend))}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
