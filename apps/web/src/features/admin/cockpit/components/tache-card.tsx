import { Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { TacheCard } from '../../../../components/back-office/cockpit/tache-card.tsx';
import type { TacheAssignment } from '../../../../components/back-office/cockpit/cockpit-list.tsx';
import { COCKPIT_TEXT as C } from '../../../../components/back-office/cockpit/text.ts';
import {
  adminClientPath,
  adminDevisListPath,
  adminDevisNouveauPath,
  adminPlanningPath,
} from '../../../../lib/admin-links.ts';
import { errorMessage } from '../../../../lib/api-errors.ts';
import type { CockpitTache } from '../../../../lib/cockpit.ts';
import { formatDate } from '../../../../lib/format.ts';
import { showError, showSuccess } from '../../../../lib/toast.ts';
import { useTraiterTacheCommercial } from '../api/traiter-tache-commercial.ts';
import { tacheTypeScreen } from '../tache-screens.ts';
import { COMMERCIAL_COCKPIT_TEXT as T } from '../text.ts';
import { Remplacements } from './remplacements.tsx';

/** What the operator may do from a task (from the contract's access, see lib/can-call.ts). */
export interface TacheRights {
  assign: boolean;
  treat: boolean;
  replace: boolean;
  plan: boolean;
  devis: boolean;
}

/** Types of task answered by a quote to build for the client. */
const DEVIS_TO_BUILD = new Set<string>([
  'nouveau_besoin',
  'demande_publique',
  'rappel',
  'devis_a_construire',
]);

/** Types of task whose interventions need another agent. */
const TO_REPLACE = new Set<string>(['absence_non_couverte', 'creneaux_sans_agent']);

/** The screens where the task is acted on: the client's file, a quote, the mission's planning. */
export function tacheLinks(
  tache: CockpitTache,
  rights: Pick<TacheRights, 'plan' | 'devis'>,
): { to: string; label: string }[] {
  const links: { to: string; label: string }[] = [];
  const clientId = tache.client_id ?? tache.liens.find((lien) => lien.kind === 'client')?.id;
  const missionId = tache.mission_id ?? tache.liens.find((lien) => lien.kind === 'mission')?.id;
  const hasDevis = tache.devis_id !== null || tache.liens.some((lien) => lien.kind === 'devis');
  if (clientId !== undefined && clientId !== null) {
    links.push({ to: adminClientPath(clientId), label: T.openClient });
    if (rights.devis && DEVIS_TO_BUILD.has(tache.type)) {
      links.push({ to: adminDevisNouveauPath(clientId), label: T.makeDevis });
    }
    if (hasDevis) links.push({ to: adminDevisListPath(clientId), label: T.seeDevis });
  }
  if (rights.plan && missionId !== undefined && missionId !== null) {
    links.push({ to: adminPlanningPath(missionId), label: T.plan });
  }
  // Money tasks lead to the accounting screens (contested hours, failed payment).
  const screen = tacheTypeScreen(tache);
  if (screen) links.push(screen);
  return links;
}

/**
 * A task of the commercial cockpit: the slots the client asked for, where to act on it, its
 * replacements when an agent is missing, and treating it (or opening it again) in one click.
 */
export function TacheCommercialCard({
  tache,
  rights,
  ...assignment
}: TacheAssignment & { tache: CockpitTache; rights: TacheRights }) {
  const traiter = useTraiterTacheCommercial();
  const [showRemplacements, setShowRemplacements] = useState(false);

  const treat = (isTraitee: boolean) =>
    traiter.mutate(
      { tache_id: tache.id, is_traitee: isTraitee },
      {
        onSuccess: () => showSuccess(isTraitee ? C.markedTreated : C.reopened),
        onError: (error) => showError(errorMessage(error) ?? T.loadError),
      },
    );

  return (
    <TacheCard
      kind="commercial"
      tache={tache}
      {...assignment}
      canAssign={rights.assign}
      subject={tache.client_nom}
      links={tacheLinks(tache, rights)}
      errorText={T.loadError}
      details={
        tache.creneaux.length > 0 ? (
          <div>
            <Text fz="sm" fw={600}>
              {T.creneaux}
            </Text>
            <List size="sm">
              {tache.creneaux.map((creneau) => (
                <List.Item key={`${creneau.date}-${creneau.time_debut}`}>
                  {T.creneau(formatDate(creneau.date), creneau.time_debut, creneau.time_fin)}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null
      }
    >
      <Group gap="xs" wrap="wrap">
        {rights.replace && !tache.is_traitee && TO_REPLACE.has(tache.type) ? (
          <Button
            size="xs"
            variant="light"
            aria-expanded={showRemplacements}
            onClick={() => setShowRemplacements((shown) => !shown)}
          >
            {showRemplacements ? T.hideRemplacements : T.showRemplacements}
          </Button>
        ) : null}
        {rights.treat && !tache.is_cloture_auto ? (
          <Button
            size="xs"
            variant={tache.is_traitee ? 'subtle' : 'filled'}
            onClick={() => treat(!tache.is_traitee)}
            loading={traiter.isPending}
          >
            {tache.is_traitee ? C.reopen : C.markTreated}
          </Button>
        ) : null}
      </Group>
      {showRemplacements ? <Remplacements tacheId={tache.id} /> : null}
    </TacheCard>
  );
}
