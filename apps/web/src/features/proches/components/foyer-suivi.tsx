import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import type { SuiviFoyer } from '../api/get-suivi.ts';
import { PROCHES_TEXT } from '../text.ts';
import { VisiteItem } from './visite-item.tsx';

const T = PROCHES_TEXT.suivi;

/** One household the relative follows: its next and recent visits, its notebooks. */
export function FoyerSuivi({ foyer }: { foyer: SuiviFoyer }) {
  const id = `foyer-${foyer.client_id}`;
  return (
    <SectionCard headingId={id} title={foyer.nom}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`${id}-a-venir`}>
          {T.aVenir}
        </Title>
        {foyer.a_venir.length === 0 ? (
          <Text c="dimmed">{T.noneAVenir}</Text>
        ) : (
          <PlainList aria-labelledby={`${id}-a-venir`} gap="sm">
            {foyer.a_venir.map((visite) => (
              <VisiteItem key={visite.intervention_id} visite={visite} />
            ))}
          </PlainList>
        )}
      </Stack>
      {foyer.missions.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5" id={`${id}-cahiers`}>
            {T.cahiers}
          </Title>
          <PlainList aria-labelledby={`${id}-cahiers`} gap={4}>
            {foyer.missions.map((mission) => (
              <li key={mission.id}>
                <Anchor component={Link} to={`/cahier/${mission.id}`}>
                  {T.cahierLink(mission.service)}
                </Anchor>
              </li>
            ))}
          </PlainList>
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={3} size="h5" id={`${id}-recentes`}>
          {T.recentes}
        </Title>
        {foyer.recentes.length === 0 ? (
          <Text c="dimmed">{T.noneRecentes}</Text>
        ) : (
          <PlainList aria-labelledby={`${id}-recentes`} gap="sm">
            {foyer.recentes.map((visite) => (
              <VisiteItem key={visite.intervention_id} visite={visite} />
            ))}
          </PlainList>
        )}
      </Stack>
    </SectionCard>
  );
}
