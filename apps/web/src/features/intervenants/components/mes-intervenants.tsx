import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMesIntervenants } from '../api/list-mes-intervenants.ts';
import { INTERVENANTS_TEXT } from '../text.ts';
import { IntervenantPhoto } from './intervenant-photo.tsx';
import { nomAffiche } from './intervenant-profil-view.tsx';
import { NoteEtoiles } from './note-etoiles.tsx';

const T = INTERVENANTS_TEXT.liste;

/** The family's other agents (planned or proposed), each a link to its profile. */
export function MesIntervenants({ exceptId }: { exceptId?: number }) {
  const query = useMesIntervenants();
  const agents = (query.data ?? []).filter((agent) => agent.id !== exceptId);
  if (query.isPending || query.isError) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="mes-intervenants-titre">
      <Title order={2} fz="h3" id="mes-intervenants-titre">
        {T.title}
      </Title>
      {agents.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {agents.map((agent) => {
            const nom = nomAffiche(agent);
            return (
              <Card component="li" key={agent.id} withBorder padding="sm" radius="md">
                <Group gap="sm" wrap="nowrap">
                  <IntervenantPhoto path={agent.profile_photo_path} nom={nom} size={44} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/intervenants/${agent.id}`} fw={600}>
                      {nom}
                      <span className="visually-hidden"> — {T.voir(nom)}</span>
                    </Anchor>
                    <NoteEtoiles note={agent.note_moyenne} nb={agent.nb_avis} />
                    <Group gap={4}>
                      {agent.preference === 'prefere' && (
                        <Badge color="maisonnee" variant="light" c="dark.9">
                          {INTERVENANTS_TEXT.preference.prefere}
                        </Badge>
                      )}
                      {!agent.is_planifie && agent.is_propose && (
                        <Badge color="gray" variant="light" c="dark.9">
                          {T.propose}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
