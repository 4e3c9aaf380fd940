import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatInterventionDate } from '@maisonnee/domain';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { showError, showSuccess } from '../../../../lib/toast.ts';
import { useRemplacements } from '../api/list-remplacements-commercial.ts';
import { useReaffecterIntervention } from '../api/reaffecter-intervention-commercial.ts';
import { COMMERCIAL_COCKPIT_TEXT as T } from '../text.ts';

/**
 * The interventions of an absence (or of slots without an agent) with the best available agents,
 * ranked by the API; one action gives an intervention to one of them.
 */
export function Remplacements({ tacheId }: { tacheId: number }) {
  const query = useRemplacements(tacheId, true);
  const reaffecter = useReaffecterIntervention();

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error) ?? T.remplacementsError}
      </Alert>
    );
  }
  if (query.data.length === 0) return <Text fz="sm">{T.noIntervention}</Text>;

  return (
    <Stack gap="xs">
      {query.data.map(({ intervention, client_nom, remplacants }) => (
        <Card key={intervention.id} withBorder padding="xs" bg="gray.0">
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {T.interventionOf(
                client_nom,
                formatInterventionDate(intervention.date_debut, intervention.date_fin),
              )}
            </Text>
            {remplacants.length === 0 ? <Text fz="sm">{T.noRemplacement}</Text> : null}
            {remplacants.map(({ candidat, distance_km }) => {
              const name = `${candidat.prenom ?? ''} ${candidat.nom}`.trim();
              return (
                <Group key={candidat.id} justify="space-between" gap="xs" wrap="wrap">
                  <Text fz="sm">
                    {T.remplacant(name, distance_km)}
                    {candidat.note_moyenne !== null ? ` · ${T.rating(candidat.note_moyenne)}` : ''}
                  </Text>
                  <Button
                    size="xs"
                    loading={
                      reaffecter.isPending &&
                      reaffecter.variables?.intervention_id === intervention.id
                    }
                    onClick={() =>
                      reaffecter.mutate(
                        { intervention_id: intervention.id, candidat_id: candidat.id },
                        {
                          onSuccess: () => showSuccess(T.reaffected(name)),
                          onError: (error) =>
                            showError(errorMessage(error) ?? T.remplacementsError),
                        },
                      )
                    }
                  >
                    {T.reaffecter(name)}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
