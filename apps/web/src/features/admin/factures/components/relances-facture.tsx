import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { formatInstantDate } from '@maisonnee/domain';
import { useFactureRelances } from '../api/facture-relances.ts';
import { IMPAYES_TEXT as T } from '../impayes-text.ts';

/**
 * The reminders sent for an issued invoice (docs/paiements.md « Impayés et relances »): each
 * level with its Paris day, how the family was told, and the last one's cockpit task.
 */
export function RelancesFacture({ factureId, enabled }: { factureId: number; enabled: boolean }) {
  const query = useFactureRelances(factureId, enabled);
  if (!enabled || query.isPending) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="facture-relances-title">
      <Title order={4} id="facture-relances-title">
        {T.relancesTitle}
      </Title>
      {query.isError ? (
        <Alert color="red" role="alert">
          {T.relancesError}
        </Alert>
      ) : query.data.length === 0 ? (
        <Text size="sm">{T.relancesNone}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {query.data.map((relance) => (
            <List.Item key={relance.niveau}>
              {T.relanceLine(
                relance.niveau,
                formatInstantDate(relance.sent_at),
                relance.jours_retard,
              )}
              {' — '}
              {relance.par_mail ? T.relanceMail : T.relanceApp}
              {relance.derniere ? ` — ${T.relanceDerniere}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
