import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { skillLabel } from '@maisonnee/domain';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import type { ClientDetail } from '../api/get-client.ts';
import { BESOIN_TEXT } from '../text.ts';

const T = BESOIN_TEXT.sent;

type Devis = ClientDetail['devis'][number];

/**
 * The needs of a segment that have no mission yet: the unsent draft, then the sent needs with
 * their quote's state (to sign, with the link to sign it; refused; expired).
 */
export function SentBesoinList(props: {
  devis: readonly Devis[];
  draft: { service: number | null } | null;
}) {
  if (props.devis.length === 0 && !props.draft) return null;
  return (
    <Stack gap="xs" component="section" aria-label={T.title}>
      <Title order={2} size="h4">
        {T.title}
      </Title>
      {props.draft ? (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              {props.draft.service ? skillLabel(props.draft.service) : T.noService}
            </Text>
            <Badge color="gray" variant="light">
              {T.draft}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {T.draftHint}
          </Text>
        </Paper>
      ) : null}
      {props.devis.map((devis) => {
        const line = devis.devis_details[0];
        return (
          <Paper key={devis.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                {line ? skillLabel(line.client_besoin_skill_id) : devis.reference}
              </Text>
              <Badge
                color={devis.statut === 'en_attente_signature' ? 'orange' : 'gray'}
                variant="light"
                // Orange text on its light tint is below 4.5:1: dark text on the tint (WCAG 1.4.3).
                c="dark.9"
              >
                {T.statut[devis.statut] ?? devis.statut}
              </Badge>
            </Group>
            <Text size="sm">{T.devis(devis.reference, formatDate(devis.date_emission))}</Text>
            {devis.statut === 'en_attente_signature' ? (
              <Anchor component={Link} to="/documents" size="sm">
                {T.sign}
              </Anchor>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
