import { Badge, Card, Group, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { formatInstantDate } from '@maisonnee/domain';
import type { ReactNode } from 'react';
import type { IntervenantProfil } from '../api/get-intervenant-profil.ts';
import { INTERVENANTS_TEXT } from '../text.ts';
import { IntervenantPhoto } from './intervenant-photo.tsx';
import { NoteEtoiles } from './note-etoiles.tsx';

const T = INTERVENANTS_TEXT.profil;

/** « Prénom N. », as a family reads an agent's name. */
export function nomAffiche(agent: { prenom: string; nom_initiale: string }): string {
  return [agent.prenom, agent.nom_initiale].filter(Boolean).join(' ');
}

function Section({
  title,
  order,
  children,
}: {
  title: string;
  order: TitleOrder;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={order} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * An agent's profile as families read it: photo, name, rating, presentation, services, skills,
 * languages, experience and latest reviews. The family's page and the agent's preview show it.
 * `order` is the level of the agent's name; each section is one level below.
 */
export function IntervenantProfilView({
  profil,
  order = 1,
  actions,
}: {
  profil: IntervenantProfil;
  order?: 1 | 2 | 3;
  actions?: ReactNode;
}) {
  const nom = nomAffiche(profil);
  const sub = (order + 1) as TitleOrder;
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <IntervenantPhoto path={profil.profile_photo_path} nom={nom} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={order} fz="h2">
            {nom}
          </Title>
          <NoteEtoiles note={profil.note_moyenne} nb={profil.nb_avis} />
        </Stack>
      </Group>
      {actions}
      <Section title={T.presentation} order={sub}>
        <Text style={{ whiteSpace: 'pre-line' }} c={profil.presentation ? undefined : 'dimmed'}>
          {profil.presentation ?? T.noPresentation}
        </Text>
      </Section>
      {(profil.services.length > 0 || profil.competences.length > 0) && (
        <Section title={T.services} order={sub}>
          <Stack gap="xs">
            {profil.services.length > 0 && (
              <List spacing={2}>
                {profil.services.map((service) => (
                  <List.Item key={service.id}>
                    {T.serviceAnnees(service.label, service.annees_experience)}
                  </List.Item>
                ))}
              </List>
            )}
            {profil.competences.length > 0 && (
              <Group gap={6} role="list" aria-label={T.competences}>
                {profil.competences.map((competence) => (
                  <Badge
                    key={competence}
                    role="listitem"
                    variant="light"
                    color="maisonnee"
                    c="dark.9"
                  >
                    {competence}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Section>
      )}
      {profil.langues.length > 0 && (
        <Section title={T.langues} order={sub}>
          <Text>{profil.langues.join(', ')}</Text>
        </Section>
      )}
      <Section title={T.experience} order={sub}>
        <Stack gap={4}>
          {profil.experience_annees !== null && (
            <Text fw={600}>{T.experienceAnnees(profil.experience_annees)}</Text>
          )}
          {profil.experience ? (
            <Text style={{ whiteSpace: 'pre-line' }}>{profil.experience}</Text>
          ) : (
            profil.experience_annees === null && <Text c="dimmed">{T.noExperience}</Text>
          )}
        </Stack>
      </Section>
      <Section title={T.avis} order={sub}>
        {profil.avis.length === 0 ? (
          <Text c="dimmed">{T.noAvis}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {profil.avis.map((avis, index) => (
              <li key={`${avis.date}-${index}`}>
                <NoteEtoiles note={avis.note} nb={1} single />
                {avis.commentaire && <Text mt={2}>« {avis.commentaire} »</Text>}
                <Text size="sm" c="dimmed">
                  {T.avisDe(avis.auteur, formatInstantDate(avis.date))}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
