import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  DEVIS_STATUT_LABELS,
  INTERVENTION_STATUT_LABELS,
  MISSION_STATUT_LABELS,
  PONCTUEL_FREQUENCE_LABEL,
  formatInterventionDate,
  formatSynchroRetard,
  skillLabel,
  toParisIsoDate,
} from '@maisonnee/domain';
import { Link } from 'react-router';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import {
  adminDevisListPath,
  adminDevisNouveauPath,
  adminPlanningPath,
} from '../../../../lib/admin-links.ts';
import { useAdminClientDevis } from '../api/list-client-devis.ts';
import { useClientBrouillons } from '../api/list-client-brouillons.ts';
import { useClientInterventions } from '../api/list-client-interventions.ts';
import { useClientMissions } from '../api/list-missions-actives.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';
import { FileSection } from './file-section.tsx';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The client's needs not quoted yet, each with the way to build its quote. */
export function ClientBesoins({ clientId, canDevis }: { clientId: number; canDevis: boolean }) {
  const brouillons = useClientBrouillons(clientId);
  const besoins = (brouillons.data ?? []).filter((brouillon) => brouillon.kind === 'besoin');
  return (
    <FileSection title={T.besoins} pending={brouillons.isPending} error={brouillons.error}>
      {besoins.length === 0 ? <Text fz="sm">{T.noBesoins}</Text> : null}
      <Stack gap="xs" component="ul" style={listStyle}>
        {besoins.map((besoin) => {
          const skill = besoin.service !== null ? skillLabel(besoin.service) : T.none;
          const frequence =
            besoin.frequence === 'ponctuel' ? PONCTUEL_FREQUENCE_LABEL : besoin.frequenceType;
          return (
            <ActivityLine
              key={besoin.id}
              action={
                canDevis
                  ? {
                      to: adminDevisNouveauPath(clientId, { brouillon: besoin.id }),
                      label: T.makeDevis,
                      name: T.makeDevisFrom(skill),
                    }
                  : null
              }
            >
              <Text fz="sm" fw={600}>
                {T.besoin(skill, frequence)}
              </Text>
              {besoin.date ? (
                <Text fz="sm" c="dimmed">
                  {T.besoinDate(formatDate(besoin.date))}
                </Text>
              ) : null}
            </ActivityLine>
          );
        })}
      </Stack>
    </FileSection>
  );
}

/** The client's running missions, with what is left to plan and the way to plan it. */
export function ClientMissions({ clientId, canPlan }: { clientId: number; canPlan: boolean }) {
  const missions = useClientMissions(clientId);
  return (
    <FileSection title={T.missions} pending={missions.isPending} error={missions.error}>
      {missions.data?.length === 0 ? <Text fz="sm">{T.noMissions}</Text> : null}
      <Stack gap="xs" component="ul" style={listStyle}>
        {missions.data?.map((mission) => {
          const skill = skillLabel(mission.client_besoin_skill_id);
          const sansAgent = mission.nb_interventions_sans_agent ?? 0;
          return (
            <ActivityLine
              key={mission.id}
              action={
                canPlan
                  ? { to: adminPlanningPath(mission.id), label: T.plan, name: T.planLabel(skill) }
                  : null
              }
            >
              <Group gap="xs">
                <Text fz="sm" fw={600}>
                  {T.mission(skill, mission.is_ponctuel)}
                </Text>
                <Badge variant="light">{MISSION_STATUT_LABELS[mission.statut]}</Badge>
                {sansAgent > 0 ? (
                  <Badge variant="light" color="orange.9">
                    {T.sansAgent(sansAgent)}
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm" c="dimmed">
                {T.missionDates(
                  formatDate(mission.date_debut),
                  mission.date_fin ? formatDate(mission.date_fin) : null,
                )}
              </Text>
            </ActivityLine>
          );
        })}
      </Stack>
    </FileSection>
  );
}

/** The client's quotes, with the link to the quote screen where they are acted on. */
export function ClientDevis({ clientId, canDevis }: { clientId: number; canDevis: boolean }) {
  const devis = useAdminClientDevis(clientId);
  return (
    <FileSection title={T.devis} pending={devis.isPending} error={devis.error}>
      {devis.data?.length === 0 ? <Text fz="sm">{T.noDevis}</Text> : null}
      <Stack gap={4} component="ul" style={listStyle}>
        {devis.data?.map((item) => (
          <Text key={item.id} component="li" fz="sm">
            {T.devisLine(
              item.reference,
              DEVIS_STATUT_LABELS[item.statut],
              formatEuros(item.montant_ttc),
            )}
            {' · '}
            {formatDate(item.date_emission)}
          </Text>
        ))}
      </Stack>
      {canDevis && devis.data && devis.data.length > 0 ? (
        <Anchor component={Link} to={adminDevisListPath(clientId)} fw={600} fz="sm">
          {T.seeDevis}
        </Anchor>
      ) : null}
    </FileSection>
  );
}

/** From 30 days ago to 90 days ahead (Paris days): what an operator looks at on a file. */
export function interventionsPeriod(now = new Date()): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  return {
    from: toParisIsoDate(new Date(now.getTime() - 30 * day)),
    to: toParisIsoDate(new Date(now.getTime() + 90 * day)),
  };
}

/** The client's interventions around today, with their agent or the lack of one. */
export function ClientInterventions({ clientId }: { clientId: number }) {
  const { from, to } = interventionsPeriod();
  const interventions = useClientInterventions(clientId, from, to);
  return (
    <FileSection
      title={T.interventions}
      pending={interventions.isPending}
      error={interventions.error}
    >
      <Text fz="sm" c="dimmed">
        {T.interventionsPeriod(formatDate(from), formatDate(to))}
      </Text>
      {interventions.data?.length === 0 ? <Text fz="sm">{T.noInterventions}</Text> : null}
      <Stack gap={4} component="ul" style={listStyle}>
        {interventions.data?.map((intervention) => (
          <li key={intervention.id}>
            <Text fz="sm">
              {T.interventionLine(
                formatInterventionDate(intervention.date_debut, intervention.date_fin),
                skillLabel(intervention.client_besoin_skill_id),
                INTERVENTION_STATUT_LABELS[intervention.statut],
              )}
            </Text>
            <Text fz="xs" c={intervention.agent ? 'dimmed' : 'orange.9'}>
              {intervention.agent
                ? T.agentOf(`${intervention.agent.prenom} ${intervention.agent.nom_initiale}`)
                : T.noAgent}
            </Text>
            {intervention.synchronise_en_retard ? (
              // A check-in made offline and sent late: the time on the phone and on receipt.
              <Text fz="xs" c="orange.9">
                {[
                  formatSynchroRetard(
                    'arrivee',
                    intervention.pointage_debut_at,
                    intervention.pointage_debut_recu_at,
                  ),
                  formatSynchroRetard(
                    'depart',
                    intervention.pointage_fin_at,
                    intervention.pointage_fin_recu_at,
                  ),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </FileSection>
  );
}

/** A line of the file's activity: what it is, and the screen where it is acted on, if allowed. */
function ActivityLine({
  action,
  children,
}: {
  action: { to: string; label: string; name: string } | null;
  children: ReactNode;
}) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>{children}</div>
        {action ? (
          <Anchor component={Link} to={action.to} aria-label={action.name} fw={600} fz="sm">
            {action.label}
          </Anchor>
        ) : null}
      </Group>
    </li>
  );
}
