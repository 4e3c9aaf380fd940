import { Accordion, Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { PagesControl } from '../../../../../components/back-office/pages-control.tsx';
import { useState } from 'react';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { useCandidatsByStatut } from '../api/search-candidats-by-statuts.ts';
import { statutLabel } from '../statut-moves.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';
import { CandidatCard } from './candidat-card.tsx';

/** How the candidates of one status are laid out: a board column, an accordion item, a list. */
export type StatutLayout = 'column' | 'accordion' | 'list';

/**
 * The candidates of one status (POST /api/candidats/search-by-statuts?page), with their count
 * and pages: a column of the pipeline on a wide screen, an accordion item on a phone, or the
 * whole list of a tab (agents active, inactive, refused applications).
 */
export function StatutList({
  statutId,
  layout,
  canMove,
}: {
  statutId: number;
  layout: StatutLayout;
  canMove: boolean;
}) {
  const [page, setPage] = useState(1);
  const query = useCandidatsByStatut(statutId, page);
  const label = statutLabel(statutId);
  const total = query.data?.total ?? null;
  const heading = T.columnCount(label, total);

  const body = (
    <Stack gap="xs">
      {query.isPending ? <PageLoader /> : null}
      {query.isError ? (
        <Stack gap="xs">
          <Alert color="red" role="alert">
            {errorMessage(query.error) ?? T.loadError}
          </Alert>
          <Button size="xs" variant="light" onClick={() => void query.refetch()} w="fit-content">
            {T.retry}
          </Button>
        </Stack>
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {T.empty}
        </Text>
      ) : null}
      {query.data?.items.map((candidat) => (
        <CandidatCard key={candidat.id} candidat={candidat} canMove={canMove} />
      ))}
      <PagesControl of={query.data} value={page} onChange={setPage} size="sm" centered />
    </Stack>
  );

  if (layout === 'accordion') {
    return (
      <Accordion.Item value={String(statutId)}>
        <Accordion.Control>{heading}</Accordion.Control>
        <Accordion.Panel>{body}</Accordion.Panel>
      </Accordion.Item>
    );
  }
  if (layout === 'column') {
    return (
      <Card
        withBorder
        padding="xs"
        component="section"
        aria-label={label}
        miw={260}
        w={280}
        bg="gray.0"
      >
        <Stack gap="xs">
          <Title order={3} fz="md">
            {heading}
          </Title>
          {body}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Text fw={600} role="status" aria-live="polite">
        {heading}
      </Text>
      {body}
    </Stack>
  );
}
