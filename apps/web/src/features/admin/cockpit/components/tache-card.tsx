import { formatInstantDate } from '@maisonnee/domain';
import { Anchor, Badge, Button, Card, Group, List, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { showError, showSuccess } from '../../../../lib/toast.ts';
import {
  adminClientPath,
  adminDevisListPath,
  adminDevisNouveauPath,
  adminPlanningPath,
} from '../../../../lib/admin-links.ts';
import { useAffectTacheCommercial } from '../api/affect-tache-commercial.ts';
import type { CockpitTache } from '../api/list-cockpit-commercial.ts';
import { useTraiterTacheCommercial } from '../api/traiter-tache-commercial.ts';
import { tacheTypeLabel, tacheTypeScreen } from '../tache-types.ts';
import { COCKPIT_TEXT as T } from '../text.ts';
import { Remplacements } from './remplacements.tsx';

export interface Colleague {
  id: number;
  name: string;
}

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

/** One task: what it is about, who holds it, where to act, its assignment and its end. */
export function TacheCard({
  tache,
  me,
  colleagues,
  rights,
}: {
  tache: CockpitTache;
  me: Colleague;
  colleagues: readonly Colleague[];
  rights: TacheRights;
}) {
  const affect = useAffectTacheCommercial();
  const traiter = useTraiterTacheCommercial();
  const [chosen, setChosen] = useState<string | null>(null);
  const [showRemplacements, setShowRemplacements] = useState(false);
  const links = tacheLinks(tache, rights);
  const onError = (error: unknown) => showError(errorMessage(error) ?? T.loadError);

  const assign = (userId: number | null) =>
    affect.mutate(
      { tache_id: tache.id, user_id: userId },
      {
        onSuccess: () => {
          setChosen(null);
          showSuccess(userId === null ? T.freed : T.assigned);
        },
        onError,
      },
    );

  const treat = (isTraitee: boolean) =>
    traiter.mutate(
      { tache_id: tache.id, is_traitee: isTraitee },
      { onSuccess: () => showSuccess(isTraitee ? T.markedTreated : T.reopened), onError },
    );

  const options = colleagues
    .filter((colleague) => colleague.id !== tache.assigned_user_id)
    .map((colleague) => ({
      value: String(colleague.id),
      label: colleague.id === me.id ? T.me(colleague.name) : colleague.name,
    }));

  return (
    <Card withBorder padding="sm" component="article" aria-label={tache.titre}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="maisonnee">
            {tache.type_label || tacheTypeLabel(tache.type)}
          </Badge>
          {tache.is_traitee ? (
            <Badge variant="light" color="gray">
              {tache.is_cloture_auto
                ? T.autoClosed
                : T.treated(formatInstantDate(tache.traitee_at))}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{tache.titre}</Text>
        {tache.client_nom ? <Text fz="sm">{tache.client_nom}</Text> : null}
        {tache.note ? <Text fz="sm">{tache.note}</Text> : null}
        {tache.creneaux.length > 0 ? (
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
        ) : null}
        <Text fz="sm" c="dimmed">
          {tache.assigned_user_name ? T.assignedTo(tache.assigned_user_name) : T.unassigned}
          {' · '}
          {tache.echeance
            ? T.due(formatDate(tache.echeance))
            : T.createdAt(formatInstantDate(tache.created_at))}
        </Text>
        {links.length > 0 ? (
          <Group gap="md" component="nav" aria-label={T.actions(tache.titre)}>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fw={600}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        ) : null}
        {rights.assign && !tache.is_traitee ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {tache.assigned_user_id !== me.id ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => assign(me.id)}
                loading={affect.isPending}
              >
                {T.assignToMe}
              </Button>
            ) : null}
            {options.length > 0 ? (
              <>
                <Select
                  size="xs"
                  label={T.assignTo}
                  placeholder={T.assignPlaceholder}
                  data={options}
                  value={chosen}
                  onChange={setChosen}
                  w={200}
                />
                <Button
                  size="xs"
                  onClick={() => chosen && assign(Number(chosen))}
                  disabled={!chosen}
                  loading={affect.isPending}
                >
                  {T.assign}
                </Button>
              </>
            ) : null}
            {tache.assigned_user_id !== null ? (
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                onClick={() => assign(null)}
                loading={affect.isPending}
              >
                {T.free}
              </Button>
            ) : null}
          </Group>
        ) : null}
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
              {tache.is_traitee ? T.reopen : T.markTreated}
            </Button>
          ) : null}
        </Group>
        {showRemplacements ? <Remplacements tacheId={tache.id} /> : null}
      </Stack>
    </Card>
  );
}
