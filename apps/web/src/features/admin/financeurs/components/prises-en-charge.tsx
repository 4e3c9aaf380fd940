import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FINANCEUR_TYPE_LABELS, SKILL_IDS, skillLabel, SKILLS } from '@maisonnee/domain';
import { useId, useState } from 'react';
import { confirmAndClose, ModalForm } from '../../../../components/modal-form.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { canCall } from '../../../../lib/can-call.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { centsInput, parseCents } from '../../../../lib/reglements.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import {
  useClientPrisesEnCharge,
  useFinanceurs,
  useSavePriseEnCharge,
  type PriseEnCharge,
} from '../api/financeurs.ts';
import { FINANCEURS_TEXT as T } from '../text.ts';

/*
 * « Prises en charge » on the client's file: the funding plans of the client (payer, services,
 * hours or amount per month, the payer's rate, the client's share, dates), added and edited by
 * administrators and accounting (docs/facturation.md). Amounts in cents, the share in basis
 * points: « 12,5 » % is 1 250, read and written with the ledger's cents helpers.
 */

/** Hundredths as a person writes them: 1 250 → « 12,5 », 1 200 → « 12 ». */
const hundredths = (value: number) =>
  centsInput(value)
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');
const percent = (bp: number) => `${hundredths(bp)} %`;
const hours = (minutes: number) => hundredths(Math.round((minutes * 100) / 60));

function PlanSummary({ plan }: { plan: PriseEnCharge }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>
        {plan.financeur_nom}{' '}
        <Text span size="sm" c="dimmed">
          ({FINANCEUR_TYPE_LABELS[plan.financeur_type]})
        </Text>
      </Text>
      <Text size="sm">{plan.skill_ids.map(skillLabel).join(', ')}</Text>
      <Text size="sm">
        {plan.minutes_par_mois !== null
          ? T.summaryHeures(hours(plan.minutes_par_mois))
          : T.summaryMontant(formatEuros((plan.montant_mensuel_centimes ?? 0) / 100))}
      </Text>
      <Text size="sm">
        {T.summaryTarif(
          formatEuros(plan.tarif_horaire_centimes / 100),
          percent(plan.participation_bp),
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {T.periode(formatDate(plan.date_debut), plan.date_fin ? formatDate(plan.date_fin) : null)}
        {plan.reference ? ` · ${plan.reference}` : ''}
      </Text>
    </Stack>
  );
}

/** The section of the client's file. */
export function ClientPrisesEnCharge({ clientId }: { clientId: number }) {
  const user = useCurrentUser();
  const canWrite = canCall(user, 'createPriseEnCharge');
  const plans = useClientPrisesEnCharge(clientId);
  const [editing, setEditing] = useState<PriseEnCharge | 'new' | null>(null);
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={titleId}>
          {T.plans}
        </Title>
        {plans.isPending ? <PageLoader /> : null}
        {plans.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(plans.error) ?? T.plansLoadError}
          </Alert>
        ) : null}
        {plans.data?.length === 0 ? <Text size="sm">{T.plansEmpty}</Text> : null}
        {plans.data?.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {plans.data.map((plan) => (
              <li key={plan.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <PlanSummary plan={plan} />
                  {canWrite ? (
                    <Button
                      variant="light"
                      size="compact-sm"
                      aria-label={T.editPlan(plan.financeur_nom)}
                      onClick={() => setEditing(plan)}
                    >
                      {T.modifier}
                    </Button>
                  ) : null}
                </Group>
              </li>
            ))}
          </Stack>
        ) : null}
        {canWrite ? (
          <Group>
            <Button variant="light" onClick={() => setEditing('new')}>
              {T.addPlan}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {editing ? (
        <PriseEnChargeForm
          clientId={clientId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

type Errors = Partial<
  Record<
    'financeur' | 'prestations' | 'quantite' | 'tarif' | 'participation' | 'debut' | 'fin',
    string
  >
>;

/** A plan of the client: new (`plan` null) or replaced. The API checks overlaps. */
export function PriseEnChargeForm({
  clientId,
  plan,
  onClose,
}: {
  clientId: number;
  plan: PriseEnCharge | null;
  onClose: () => void;
}) {
  const financeurs = useFinanceurs();
  const save = useSavePriseEnCharge();
  const [financeurId, setFinanceurId] = useState(plan ? String(plan.financeur_id) : '');
  const [skills, setSkills] = useState<string[]>(plan ? plan.skill_ids.map(String) : []);
  const [enHeures, setEnHeures] = useState(plan ? plan.minutes_par_mois !== null : true);
  const [quantite, setQuantite] = useState(
    plan?.minutes_par_mois != null
      ? hours(plan.minutes_par_mois)
      : plan?.montant_mensuel_centimes != null
        ? centsInput(plan.montant_mensuel_centimes)
        : '',
  );
  const [tarif, setTarif] = useState(plan ? centsInput(plan.tarif_horaire_centimes) : '');
  const [participation, setParticipation] = useState(
    plan ? hundredths(plan.participation_bp) : '0',
  );
  const [debut, setDebut] = useState(plan?.date_debut ?? '');
  const [fin, setFin] = useState(plan?.date_fin ?? '');
  const [reference, setReference] = useState(plan?.reference ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const choices = (financeurs.data ?? []).filter(
    (financeur) => financeur.is_active || financeur.id === plan?.financeur_id,
  );

  const submit = () => {
    const next: Errors = {};
    const quantiteCents = parseCents(quantite);
    const tarifCents = parseCents(tarif);
    const participationBp = parseCents(participation);
    if (!financeurId) next.financeur = T.financeurRequired;
    if (skills.length === 0) next.prestations = T.prestationsRequired;
    if (enHeures && (quantiteCents === null || quantiteCents === 0 || quantiteCents % 50 !== 0))
      next.quantite = T.heuresInvalides;
    if (!enHeures && (quantiteCents === null || quantiteCents === 0))
      next.quantite = T.montantInvalide;
    if (tarifCents === null || tarifCents === 0) next.tarif = T.montantInvalide;
    if (participationBp === null || participationBp > 10_000)
      next.participation = T.participationInvalide;
    if (!debut) next.debut = T.dateRequired;
    else if (fin && fin < debut) next.fin = T.dateFinAvant;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = {
      financeur_id: Number(financeurId),
      skill_ids: skills.map(Number),
      minutes_par_mois: enHeures ? (quantiteCents! * 60) / 100 : null,
      montant_mensuel_centimes: enHeures ? null : quantiteCents!,
      tarif_horaire_centimes: tarifCents!,
      participation_bp: participationBp!,
      date_debut: debut,
      date_fin: fin || null,
      reference: reference.trim() || null,
    };
    save.mutate(
      plan
        ? { kind: 'update', body: { id: plan.id, ...body } }
        : { kind: 'create', body: { client_id: clientId, ...body } },
      confirmAndClose(T.planSaved, onClose),
    );
  };

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={plan ? T.planFormEdit : T.planFormCreate}
      submitLabel={T.save}
      mutation={save}
      onSubmit={submit}
    >
      {financeurs.isSuccess && choices.length === 0 ? (
        <Alert color="yellow">{T.noFinanceur}</Alert>
      ) : null}
      <NativeSelect
        label={T.financeur}
        required
        value={financeurId}
        onChange={(event) => setFinanceurId(event.currentTarget.value)}
        error={errors.financeur}
        data={[
          { value: '', label: T.choose },
          ...choices.map((financeur) => ({
            value: String(financeur.id),
            label: `${financeur.nom} (${FINANCEUR_TYPE_LABELS[financeur.type]})`,
          })),
        ]}
      />
      <Checkbox.Group
        label={T.prestations}
        required
        value={skills}
        onChange={setSkills}
        error={errors.prestations}
      >
        <Stack gap={6} mt={4}>
          {SKILL_IDS.map((id) => (
            <Checkbox key={id} value={String(id)} label={SKILLS[id]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label={T.quantite}
        value={enHeures ? 'heures' : 'montant'}
        onChange={(value) => setEnHeures(value === 'heures')}
      >
        <Group mt={4}>
          <Radio value="heures" label={T.enHeures} />
          <Radio value="montant" label={T.enMontant} />
        </Group>
      </Radio.Group>
      <TextInput
        label={enHeures ? T.heuresParMois : T.montantParMois}
        required
        inputMode="decimal"
        value={quantite}
        onChange={(event) => setQuantite(event.currentTarget.value)}
        error={errors.quantite}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={T.tarif}
          required
          inputMode="decimal"
          value={tarif}
          onChange={(event) => setTarif(event.currentTarget.value)}
          error={errors.tarif}
        />
        <TextInput
          label={T.participation}
          description={T.participationHelp}
          inputMode="decimal"
          value={participation}
          onChange={(event) => setParticipation(event.currentTarget.value)}
          error={errors.participation}
        />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <TextInput
          type="date"
          label={T.dateDebut}
          required
          value={debut}
          onChange={(event) => setDebut(event.currentTarget.value)}
          error={errors.debut}
        />
        <TextInput
          type="date"
          label={T.dateFin}
          value={fin}
          onChange={(event) => setFin(event.currentTarget.value)}
          error={errors.fin}
        />
      </SimpleGrid>
      <TextInput
        label={T.reference}
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
    </ModalForm>
  );
}
