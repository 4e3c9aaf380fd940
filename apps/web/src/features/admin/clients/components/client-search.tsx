import { Alert, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { PagesControl } from '../../../../components/back-office/pages-control.tsx';
import { useState, type FormEvent } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useClientStatuts } from '../api/list-client-statuts.ts';
import { useSearchClients, type ClientSearch } from '../../../../lib/search-clients.ts';
import { CLIENTS_TEXT as T } from '../text.ts';
import { ClientLines } from './client-lines.tsx';

/** A postal code or a department: 2 to 5 digits (the API's rule). */
const CODEP = /^\d{2,5}$/;

/** The search as the form holds it, turned into the body of `clients/search`. */
export function searchBody(
  form: { q: string; codep: string; statutId: string | null; withInactive: boolean },
  page: number,
): ClientSearch {
  const body: ClientSearch = { page, statut_ids: [] };
  const q = form.q.trim();
  const codep = form.codep.trim();
  if (q) body.q = q;
  if (codep) body.codep = codep;
  if (form.statutId) body.statut_ids = [Number(form.statutId)];
  if (form.withInactive) body.is_active = false;
  return body;
}

/**
 * Search by name, e-mail, phone, postal code and status. The screen opens on every active
 * client; a search goes out on submit only (and on a page change), never while typing.
 */
export function ClientSearchPanel() {
  const statuts = useClientStatuts();
  const [q, setQ] = useState('');
  const [codep, setCodep] = useState('');
  const [statutId, setStatutId] = useState<string | null>(null);
  const [withInactive, setWithInactive] = useState(false);
  const [codepError, setCodepError] = useState<string | null>(null);
  // The screen opens on the agency's active clients (a search without criteria), first page.
  const [submitted, setSubmitted] = useState<ClientSearch | null>(() =>
    searchBody({ q: '', codep: '', statutId: null, withInactive: false }, 1),
  );
  const search = useSearchClients(submitted);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (codep.trim() && !CODEP.test(codep.trim())) {
      setCodepError(T.codepInvalid);
      return;
    }
    setCodepError(null);
    setSubmitted(searchBody({ q, codep, statutId, withInactive }, 1));
  }

  const data = search.data;

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={T.searchForm} noValidate>
        <Stack gap="sm">
          <TextInput
            label={T.q}
            description={T.qHelp}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={100}
            type="search"
          />
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={T.codep}
              value={codep}
              onChange={(event) => setCodep(event.currentTarget.value)}
              inputMode="numeric"
              maxLength={5}
              error={codepError}
            />
            <Select
              label={T.statut}
              placeholder={T.allStatuts}
              data={(statuts.data ?? []).map((statut) => ({
                value: String(statut.id),
                label: statut.libelle,
              }))}
              value={statutId}
              onChange={setStatutId}
              clearable
            />
          </Group>
          <Switch
            label={T.inactive}
            checked={withInactive}
            onChange={(event) => setWithInactive(event.currentTarget.checked)}
          />
          <Button type="submit" loading={search.isFetching} w="fit-content">
            {T.search}
          </Button>
        </Stack>
      </form>

      {search.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(search.error) ?? T.searchError}
        </Alert>
      ) : null}
      {submitted && search.isPending ? <PageLoader /> : null}
      {data ? (
        <Stack gap="sm">
          <Text fw={600} role="status" aria-live="polite">
            {T.results(data.total)}
          </Text>
          <ClientLines clients={data.items} label={T.resultsList} />
          <PagesControl
            of={data}
            value={data.page}
            onChange={(page) => submitted && setSubmitted({ ...submitted, page })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
