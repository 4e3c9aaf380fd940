import { Alert, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useParametresAgence } from '../../../features/admin/parametres/api/get-parametres-agence.ts';
import { IdentiteForm } from '../../../features/admin/parametres/components/identite-form.tsx';
import { JournalSection } from '../../../features/admin/parametres/components/journal-section.tsx';
import { ReglesForm } from '../../../features/admin/parametres/components/regles-form.tsx';
import { TarifsSection } from '../../../features/admin/parametres/components/tarifs-section.tsx';
import { PARAMETRES_TEXT } from '../../../features/admin/parametres/text.ts';

const T = PARAMETRES_TEXT;
const TABS = ['identite', 'tarifs', 'regles', 'journal'] as const;
type Tab = (typeof TABS)[number];

/** /admin/parametres (administrators): identity and logo, prices, rules and their log. */
export function AdminParametresPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('onglet');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'identite';
  const parametres = useParametresAgence();

  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {parametres.isPending ? (
        <PageLoader />
      ) : parametres.isError ? (
        <Alert color="red" role="alert" title={T.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(parametres.error)}</Text>
            <Button variant="light" onClick={() => void parametres.refetch()}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setParams({ onglet: value ?? 'identite' }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {T.tabs[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="identite" pt="md">
            <IdentiteForm parametres={parametres.data} />
          </Tabs.Panel>
          <Tabs.Panel value="tarifs" pt="md">
            <TarifsSection parametres={parametres.data} />
          </Tabs.Panel>
          <Tabs.Panel value="regles" pt="md">
            <ReglesForm parametres={parametres.data} />
          </Tabs.Panel>
          <Tabs.Panel value="journal" pt="md">
            <JournalSection />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
