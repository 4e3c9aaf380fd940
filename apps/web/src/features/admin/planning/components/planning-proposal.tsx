import { Alert, Box, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { formatPlannedRange, formatTravelMinutes } from '@maisonnee/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { ApiError } from '../../../../lib/http.ts';
import { useAppliquerProposition } from '../api/appliquer-proposition.ts';
import {
  useProposerPlanning,
  type Proposition,
  type PropositionBody,
  type PropositionLigne,
} from '../api/proposer-planning.ts';
import { dayHeader, plannedDay } from '../board-week.ts';
import { BLOCK_TEXT_COLOR, CONFLICT_TEXT_COLOR, shortSkill, skillColor } from './board-style.ts';

/** French texts of the week's proposal (docs/planning.md « Proposition de planning »). */
export const PROPOSAL_TEXT = {
  title: 'Proposition de planning',
  intro:
    'Un intervenant pour chaque intervention à venir de la semaine sans intervenant, sans enfreindre aucune règle du planning. Rien n’est enregistré avant « Appliquer ».',
  propose: 'Proposer un planning pour la semaine',
  proposing: 'Calcul de la proposition…',
  proposeError: 'Impossible de calculer la proposition.',
  nothingToFill: 'Aucune intervention à venir sans intervenant cette semaine (selon les filtres).',
  stats: (filled: number, total: number, travelMinutes: number) =>
    `${filled} intervention${filled > 1 ? 's' : ''} sur ${total} pourvue${filled > 1 ? 's' : ''}, ${formatTravelMinutes(travelMinutes)} de trajet au total`,
  linesTitle: (n: number) => `Intervenants proposés (${n})`,
  proposed: (agent: string) => `Proposé : ${agent}`,
  keep: 'Garder',
  keepLabel: (when: string, client: string, agent: string) =>
    `Garder : ${when}, ${client}, confiée à ${agent}`,
  withoutTitle: (n: number) => `Sans intervenant (${n})`,
  apply: (n: number) =>
    n === 1 ? 'Appliquer la ligne gardée' : `Appliquer les ${n} lignes gardées`,
  applying: 'Enregistrement…',
  applied: (n: number) =>
    `${n} intervention${n > 1 ? 's' : ''} confiée${n > 1 ? 's' : ''} : le tableau est à jour.`,
  refusedLine: 'Cette ligne ne peut plus être appliquée : décochez-la ou relancez la proposition.',
} as const;
const T = PROPOSAL_TEXT;

/** The filters of the board a proposal follows (the agent filter does not narrow it). */
export interface ProposalFilters {
  skill_id?: PropositionBody['skill_id'];
  client_id?: PropositionBody['client_id'];
  code_postal?: PropositionBody['code_postal'];
}

/** « mar. 8 déc., 09:00 → 11:00 »: the day and hours as the board writes them. */
const whenOf = (item: { date_debut: string; date_fin: string }) =>
  `${dayHeader(plannedDay(item.date_debut))}, ${formatPlannedRange(item.date_debut, item.date_fin)}`;

/** The intervention a refusal names (`details.intervention_id`), or null. */
function refusedId(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const id = error.body.error.details?.intervention_id;
  return typeof id === 'number' ? id : null;
}

function Line({
  ligne,
  kept,
  refused,
  onKeep,
}: {
  ligne: PropositionLigne;
  kept: boolean;
  refused: boolean;
  onKeep: (kept: boolean) => void;
}) {
  const color = skillColor(ligne.skill_id);
  const agent = `${ligne.prenom} ${ligne.nom}`;
  const when = whenOf(ligne);
  return (
    <li
      data-refused={refused || undefined}
      style={{
        background: color.bg,
        color: BLOCK_TEXT_COLOR,
        borderLeft: `4px solid ${color.border}`,
        outline: refused ? `2px solid ${CONFLICT_TEXT_COLOR}` : undefined,
        borderRadius: 4,
        padding: '6px 8px',
      }}
    >
      <Text size="sm" fw={700} c="dark.9">
        {when}
      </Text>
      <Text size="sm" c="dark.9">{`${ligne.client_nom} · ${shortSkill(ligne.skill_id)}`}</Text>
      <Text size="sm" fw={600} c="dark.9">
        {T.proposed(agent)}
      </Text>
      <Text size="xs" c="dark.9">
        {ligne.raisons.join(' · ')}
      </Text>
      {refused ? (
        <Text size="xs" fw={700} c={CONFLICT_TEXT_COLOR}>
          {T.refusedLine}
        </Text>
      ) : null}
      <Checkbox
        mt={4}
        label={T.keep}
        aria-label={T.keepLabel(when, ligne.client_nom, agent)}
        checked={kept}
        onChange={(event) => onKeep(event.currentTarget.checked)}
      />
    </li>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * « Proposer un planning pour la semaine » beside the board's « À pourvoir »: the proposal of the
 * week shown (`debut`, the board's filters), each line kept or dropped, the lines left without
 * agent with why, the figures, and « Appliquer » for the lines kept — all or nothing; the board
 * is read again once applied, and a refusal keeps the list with its French message.
 */
export function PlanningProposal({ debut, filters }: { debut: string; filters: ProposalFilters }) {
  const proposer = useProposerPlanning();
  const appliquer = useAppliquerProposition();
  const body: PropositionBody = {
    debut,
    ...(filters.skill_id === undefined ? {} : { skill_id: filters.skill_id }),
    ...(filters.client_id === undefined ? {} : { client_id: filters.client_id }),
    ...(filters.code_postal === undefined ? {} : { code_postal: filters.code_postal }),
  };
  const key = JSON.stringify(body);
  const [shown, setShown] = useState<{ key: string; data: Proposition } | null>(null);
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  const [applied, setApplied] = useState<{ key: string; count: number } | null>(null);
  // A proposal is for the week and filters it was asked for: another week hides it.
  const proposal = shown?.key === key ? shown.data : null;
  const lignes = proposal?.lignes ?? [];
  const kept = lignes.filter((ligne) => !dropped.has(ligne.intervention_id));
  const refused = refusedId(appliquer.error);

  const propose = () => {
    setApplied(null);
    appliquer.reset();
    proposer.mutate(body, {
      onSuccess: (data) => {
        setShown({ key, data });
        setDropped(new Set());
      },
    });
  };
  const keep = (id: number, isKept: boolean) =>
    setDropped((current) => {
      const next = new Set(current);
      if (isKept) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = () => {
    if (kept.length === 0 || appliquer.isPending) return;
    appliquer.mutate(
      kept.map((ligne) => ({
        intervention_id: ligne.intervention_id,
        candidat_id: ligne.candidat_id,
      })),
      {
        onSuccess: (result) => {
          setApplied({ key, count: result.affectees });
          setShown(null);
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="proposition-title">
      <Title order={3} size="h4" id="proposition-title">
        {T.title}
      </Title>
      <Text size="sm">{T.intro}</Text>
      <Button onClick={propose} loading={proposer.isPending} loaderProps={{ type: 'dots' }}>
        {T.propose}
      </Button>
      {proposer.isPending ? <Text size="sm">{T.proposing}</Text> : null}
      {proposer.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(proposer.error) ?? T.proposeError}
        </Alert>
      ) : null}
      {applied?.key === key ? (
        <Alert color="green" role="status">
          {T.applied(applied.count)}
        </Alert>
      ) : null}

      {proposal ? (
        <Stack gap="xs">
          <Text size="sm" fw={600} role="status">
            {proposal.statistiques.a_pourvoir === 0
              ? T.nothingToFill
              : T.stats(
                  proposal.statistiques.proposees,
                  proposal.statistiques.a_pourvoir,
                  proposal.statistiques.trajet_total_minutes,
                )}
          </Text>
          {lignes.length > 0 ? (
            <Box component="section" aria-labelledby="proposition-lignes">
              <Title order={4} size="h5" id="proposition-lignes">
                {T.linesTitle(lignes.length)}
              </Title>
              <Stack gap={6} component="ul" style={listStyle}>
                {lignes.map((ligne) => (
                  <Line
                    key={ligne.intervention_id}
                    ligne={ligne}
                    kept={!dropped.has(ligne.intervention_id)}
                    refused={refused === ligne.intervention_id}
                    onKeep={(isKept) => keep(ligne.intervention_id, isKept)}
                  />
                ))}
              </Stack>
            </Box>
          ) : null}
          {proposal.sans_agent.length > 0 ? (
            <Box component="section" aria-labelledby="proposition-sans-agent">
              <Title order={4} size="h5" id="proposition-sans-agent">
                {T.withoutTitle(proposal.sans_agent.length)}
              </Title>
              <Stack gap={4} component="ul" style={listStyle}>
                {proposal.sans_agent.map((item) => (
                  <li key={item.intervention_id}>
                    <Text size="sm" fw={700}>
                      {`${whenOf(item)} · ${item.client_nom}`}
                    </Text>
                    <Text size="xs">{item.raison}</Text>
                  </li>
                ))}
              </Stack>
            </Box>
          ) : null}
          {appliquer.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(appliquer.error)}
            </Alert>
          ) : null}
          {lignes.length > 0 ? (
            <Button
              onClick={apply}
              disabled={kept.length === 0}
              loading={appliquer.isPending}
              loaderProps={{ type: 'dots' }}
            >
              {appliquer.isPending ? T.applying : T.apply(kept.length)}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
