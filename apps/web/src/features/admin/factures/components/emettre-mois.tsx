import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatEuros } from '../../../../lib/format.ts';
import {
  apercuEmissionMois,
  useEmettreFacturesMois,
  type ApercuEmission,
  type EmissionBilan,
  type EmissionResultat,
} from '../api/emettre-factures-mois.ts';
import { formatMois, previousMonth } from '../format.ts';
import { EMISSION_TEXT as T } from '../text.ts';

/** Phones get the dialog full screen (the planning board's breakpoint). */
const PHONE_QUERY = '(max-width: 48em)';

type Phase = 'confirm' | 'running' | 'done';

/**
 * « Émettre et envoyer les brouillons du mois »: the month's drafts counted and totalled, a
 * confirmation, then each issued and mailed by the API (batch after batch, with progress), and
 * what was done and refused, with the reason.
 */
export function EmettreMois() {
  const [periode, setPeriode] = useState(previousMonth());
  const [invalid, setInvalid] = useState(false);
  const [apercu, setApercu] = useState<ApercuEmission | null>(null);
  const [loading, setLoading] = useState(false);
  const [phase, setPhase] = useState<Phase>('confirm');
  const [bilan, setBilan] = useState<EmissionBilan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const emettre = useEmettreFacturesMois();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(periode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setLoading(true);
    try {
      const found = await apercuEmissionMois(periode);
      setBilan(null);
      setPhase('confirm');
      setApercu(found);
    } catch (failure) {
      setError(errorMessage(failure) ?? T.failed);
    } finally {
      setLoading(false);
    }
  };

  const confirm = async () => {
    if (!apercu) return;
    setPhase('running');
    setError(null);
    try {
      setBilan(await emettre(apercu.periode, setBilan));
    } catch (failure) {
      setError(errorMessage(failure) ?? T.failed);
    } finally {
      setPhase('done');
    }
  };

  const close = () => {
    if (phase !== 'running') setApercu(null);
  };

  return (
    <Card withBorder component="section" aria-labelledby="emission-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="emission-title" size="h4">
            {T.title}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="month"
              label={T.month}
              value={periode}
              onChange={(event) => setPeriode(event.currentTarget.value)}
              error={invalid ? T.monthRequired : undefined}
            />
            {/* A long label: on a 390 px phone it wraps instead of overflowing the card. */}
            <Button
              type="submit"
              loading={loading}
              maw="100%"
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {T.open}
            </Button>
          </Group>
          {error && !apercu ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </form>
      <Modal
        opened={apercu !== null}
        onClose={close}
        title={apercu ? T.dialogTitle(formatMois(apercu.periode)) : ''}
        fullScreen={isPhone}
        centered
        closeOnEscape={phase !== 'running'}
        closeOnClickOutside={phase !== 'running'}
        withCloseButton={phase !== 'running'}
        closeButtonProps={{ 'aria-label': T.closeDialog }}
      >
        {apercu ? (
          <EmissionDialog
            apercu={apercu}
            phase={phase}
            bilan={bilan}
            error={error}
            onConfirm={() => void confirm()}
            onClose={close}
          />
        ) : null}
      </Modal>
    </Card>
  );
}

/** The dialog's content: the confirmation, the progress, then the summary. */
export function EmissionDialog({
  apercu,
  phase,
  bilan,
  error,
  onConfirm,
  onClose,
}: {
  apercu: ApercuEmission;
  phase: Phase;
  bilan: EmissionBilan | null;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const mois = formatMois(apercu.periode);
  const total = apercu.nb_brouillons;
  if (total === 0 && phase === 'confirm')
    return (
      <Stack gap="md">
        <Text role="status">{T.none(mois)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.close}</Button>
        </Group>
      </Stack>
    );
  if (phase === 'confirm')
    return (
      <Stack gap="md">
        <Text>{T.confirmText(total, mois, formatEuros(apercu.montant_ttc))}</Text>
        <Text size="sm" c="dimmed">
          {T.frozen}
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {T.confirm(total)}
          </Button>
        </Group>
      </Stack>
    );
  const faites = bilan?.resultats.length ?? 0;
  return (
    <Stack gap="md">
      {phase === 'running' ? (
        <>
          <Progress
            value={total > 0 ? Math.min(100, (faites / total) * 100) : 100}
            animated
            striped
            aria-label={T.running}
          />
          <Text role="status" aria-live="polite">
            {T.progress(faites, Math.max(total, faites))}
          </Text>
        </>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {phase === 'done' && bilan ? <EmissionSummary bilan={bilan} /> : null}
      {phase === 'done' ? (
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {T.close}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** What was done and what was refused, and why. */
export function EmissionSummary({ bilan }: { bilan: EmissionBilan }) {
  const of = (resultat: EmissionResultat['resultat']) =>
    bilan.resultats.filter((r) => r.resultat === resultat);
  const groups = [
    { key: 'refusee', title: T.refused, items: of('refusee'), color: 'red' },
    { key: 'emise_non_envoyee', title: T.notSent, items: of('emise_non_envoyee'), color: 'orange' },
    { key: 'emise_envoyee', title: T.done, items: of('emise_envoyee'), color: 'green' },
  ] as const;
  return (
    <Stack gap="sm">
      <Alert
        color={bilan.refusees + bilan.emisesNonEnvoyees > 0 ? 'orange' : 'green'}
        role="status"
      >
        {T.summary(bilan.emisesEnvoyees, bilan.emisesNonEnvoyees, bilan.refusees)}
      </Alert>
      {groups.map((group) =>
        group.items.length > 0 ? (
          <section key={group.key} aria-labelledby={`emission-${group.key}`}>
            <Title order={4} size="h5" id={`emission-${group.key}`} c={group.color}>
              {group.title} ({group.items.length})
            </Title>
            <List spacing={4} size="sm">
              {group.items.map((r) => (
                <List.Item key={r.facture_id}>
                  <Text span fw={500}>
                    {r.numero ? `${r.numero} — ` : ''}
                    {r.client_nom}
                  </Text>{' '}
                  <Text span>{formatEuros(r.montant_ttc)}</Text>
                  {r.motif ? (
                    <Text size="sm" c="dimmed">
                      {r.motif}
                    </Text>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </section>
        ) : null,
      )}
    </Stack>
  );
}
