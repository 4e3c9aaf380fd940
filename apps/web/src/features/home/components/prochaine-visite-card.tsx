import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE, formatInstantTime } from '@maisonnee/domain';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { useFileLink } from '../../../lib/file-link.ts';
import type { ProchaineVisite } from '../api/get-accueil.ts';
import { frenchDecimal, frenchTime, plannedDay, plannedTime } from '../format.ts';
import { DASHBOARD_TEXT } from '../text.ts';

const T = DASHBOARD_TEXT.visite;

// Filled badges carry white text: the darkest shades keep it above 4.5:1 (axe, WCAG AA).
const BADGE_COLOR: Record<ProchaineVisite['etat'], string> = {
  planifiee: 'gray',
  en_route: 'blue.9',
  arrive: '#1e6b2e',
  sans_agent: '#a33f0b',
};

/** The state of the visit as its badge reads: « En route — arrivée vers 10 h 05 ». */
export function etatText(visite: Pick<ProchaineVisite, 'etat' | 'arrivee_estimee_at'>): string {
  if (visite.etat === 'en_route') {
    const time = formatInstantTime(visite.arrivee_estimee_at);
    return time ? T.etat.enRouteVers(frenchTime(time)) : T.etat.en_route;
  }
  return T.etat[visite.etat];
}

/** Five stars for an average rating, to the half star (drawn; the text says it). */
function Stars({ note }: { note: number }) {
  const rounded = Math.round(note * 2) / 2;
  return (
    <Group gap={2} aria-hidden="true" wrap="nowrap" c="yellow.7">
      {[1, 2, 3, 4, 5].map((star) =>
        rounded >= star ? (
          <IconStarFilled key={star} size={16} />
        ) : rounded >= star - 0.5 ? (
          <IconStarHalfFilled key={star} size={16} />
        ) : (
          <IconStar key={star} size={16} />
        ),
      )}
    </Group>
  );
}

function AgentLine({ agent }: { agent: NonNullable<ProchaineVisite['agent']> }) {
  const name = [agent.prenom, agent.nom_initiale].filter(Boolean).join(' ');
  const photo = useFileLink(
    agent.profile_photo_path
      ? {
          documentTypeId: DOCUMENT_TYPE.AUTRE,
          filename: agent.profile_photo_path,
          isDownload: false,
        }
      : null,
  );
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Avatar
        src={photo.data?.url ?? null}
        alt={T.photoAlt(name)}
        size={56}
        radius="xl"
        color="maisonnee"
      >
        {`${agent.prenom.charAt(0)}${agent.nom_initiale.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Stack gap={2}>
        <Text fw={700} fz="lg">
          {name}
        </Text>
        {agent.note_moyenne !== null && agent.nb_avis > 0 ? (
          <Group gap={6} wrap="nowrap">
            <Stars note={agent.note_moyenne} />
            <Text fz="sm" aria-hidden="true">
              {frenchDecimal(agent.note_moyenne)} · {T.reviews(agent.nb_avis)}
            </Text>
            <span className="visually-hidden">
              {T.rating(frenchDecimal(agent.note_moyenne), agent.nb_avis)}
            </span>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {T.noReview}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** « Prochaine visite »: day and time, the agent, the state, the agent's profile and the notebook. */
export function ProchaineVisiteCard({
  visite,
  now,
}: {
  visite: ProchaineVisite | null;
  now: Date;
}) {
  return (
    <SectionCard headingId="accueil-visite" title={T.title}>
      {visite === null ? (
        <Text>{T.none}</Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={0}>
              <Text fw={700} fz="lg">
                {plannedDay(visite.date_debut, now, T)}
              </Text>
              <Text>
                {T.hours(plannedTime(visite.date_debut), plannedTime(visite.date_fin))} ·{' '}
                {visite.service.libelle}
              </Text>
            </Stack>
            <Badge
              color={BADGE_COLOR[visite.etat]}
              variant={visite.etat === 'planifiee' ? 'light' : 'filled'}
              size="lg"
              styles={{ label: { whiteSpace: 'normal', textTransform: 'none' } }}
              h="auto"
              py={4}
            >
              <span className="visually-hidden">{T.etatLabel} : </span>
              {etatText(visite)}
            </Badge>
          </Group>
          {visite.agent ? <AgentLine agent={visite.agent} /> : <Text>{T.sansAgent}</Text>}
          <Group gap="lg">
            {visite.agent ? (
              <Anchor component={Link} to={`/intervenants/${visite.agent.candidat_id}`} fw={600}>
                {T.profil(visite.agent.prenom)}
              </Anchor>
            ) : null}
            {visite.mission_id !== null ? (
              <Anchor component={Link} to={`/cahier/${visite.mission_id}`} fw={600}>
                {T.cahier}
              </Anchor>
            ) : null}
          </Group>
        </>
      )}
    </SectionCard>
  );
}
