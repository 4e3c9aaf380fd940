import { SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatEuros, formatMinutes } from '../../../lib/format.ts';
import type { Accueil } from '../api/get-accueil.ts';
import { DASHBOARD_TEXT } from '../text.ts';

const T = DASHBOARD_TEXT.mois;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={0} component="div">
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 800 : 700} fz={strong ? 'xl' : 'lg'}>
        {value}
      </Text>
    </Stack>
  );
}

/** « Ce mois-ci »: the month's hours, done and planned, its cost and the cost after tax credit. */
export function CeMoisCard({ mois }: { mois: Accueil['mois'] }) {
  return (
    <SectionCard headingId="accueil-mois" title={T.title(mois.periode)}>
      {mois.minutes_total === 0 ? (
        <Text>{T.none}</Text>
      ) : (
        <>
          <SimpleGrid cols={2} spacing="md" component="dl" m={0}>
            <Figure label={T.heures} value={formatMinutes(mois.minutes_total)} />
            <Figure label={T.faites} value={formatMinutes(mois.minutes_faites)} />
            <Figure label={T.cout} value={formatEuros(mois.cout_ttc)} />
            <Figure label={T.apresCredit} value={formatEuros(mois.cout_apres_credit_ttc)} strong />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {T.note}
          </Text>
        </>
      )}
    </SectionCard>
  );
}
