import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PagesControl } from '../../../../../components/back-office/pages-control.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { useCandidatsByName } from '../../../../../lib/search-candidats-by-name.ts';
import { useSearchCandidats, type CandidatsSearchBody } from '../api/search-candidats.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';
import type { CandidatItem } from '../api/search-candidats-by-statuts.ts';
import { CandidatCard } from './candidat-card.tsx';
import { ServicesFilter, StatutsFilter } from './candidat-filters.tsx';

/** The two searches: by name (POST /api/candidat/name), by status and skill (candidats/search). */
export function CandidatSearchPanel({ canMove }: { canMove: boolean }) {
  return (
    <Stack gap="xl">
      <NameSearch canMove={canMove} />
      <AdvancedSearch canMove={canMove} />
    </Stack>
  );
}

function NameSearch({ canMove }: { canMove: boolean }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const query = useCandidatsByName(submitted);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = name.trim();
    if (text.length < 2) {
      setError(T.nameTooShort);
      return;
    }
    setError(null);
    setSubmitted(text);
  }

  return (
    <Stack gap="sm">
      <form onSubmit={submit} aria-label={T.nameForm} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={T.nameField}
            placeholder={T.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={100}
            w={260}
            type="search"
          />
          <Button type="submit" mt={25} loading={query.isFetching}>
            {T.search}
          </Button>
        </Group>
      </form>
      <SearchResults
        error={query.isError ? query.error : null}
        candidats={query.data}
        total={query.data?.length ?? 0}
        canMove={canMove}
      />
    </Stack>
  );
}

function AdvancedSearch({ canMove }: { canMove: boolean }) {
  const [q, setQ] = useState('');
  const [statuts, setStatuts] = useState<string[]>([]);
  const [services, setServices] = useState<string[]>([]);
  const [codep, setCodep] = useState('');
  const [codepError, setCodepError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<CandidatsSearchBody | null>(null);
  const query = useSearchCandidats(submitted);

  function submit(event: FormEvent) {
    event.preventDefault();
    const postal = codep.trim();
    if (postal && !/^\d{5}$/.test(postal)) {
      setCodepError(T.codepInvalid);
      return;
    }
    setCodepError(null);
    const body: CandidatsSearchBody = {
      statut_ids: statuts.map(Number),
      services: services.map(Number) as CandidatsSearchBody['services'],
      page: 1,
    };
    if (q.trim()) body.q = q.trim();
    if (postal) body.codep = postal;
    setSubmitted(body);
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {T.advancedForm}
      </Title>
      <form onSubmit={submit} aria-label={T.advancedForm} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <StatutsFilter value={statuts} onChange={setStatuts} />
            <ServicesFilter value={services} onChange={setServices} />
          </Group>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={T.q}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maxLength={100}
              w={260}
            />
            <TextInput
              label={T.codep}
              value={codep}
              onChange={(event) => setCodep(event.currentTarget.value)}
              error={codepError}
              inputMode="numeric"
              maxLength={5}
              w={130}
            />
          </Group>
          <Button type="submit" w="fit-content" loading={query.isFetching}>
            {T.search}
          </Button>
        </Stack>
      </form>
      {submitted && query.isPending ? <PageLoader /> : null}
      <SearchResults
        error={query.isError ? query.error : null}
        candidats={query.data?.items}
        total={query.data?.total ?? 0}
        canMove={canMove}
      >
        {submitted ? (
          <PagesControl
            of={query.data}
            value={submitted.page ?? 1}
            onChange={(value) => setSubmitted({ ...submitted, page: value })}
          />
        ) : null}
      </SearchResults>
    </Stack>
  );
}

/** What a search found (or why it failed): how many, and their cards; `children` below them. */
function SearchResults({
  error,
  candidats,
  total,
  canMove,
  children,
}: {
  error: unknown;
  candidats: readonly CandidatItem[] | undefined;
  total: number;
  canMove: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error) ?? T.searchError}
        </Alert>
      ) : null}
      {candidats ? (
        <Stack gap="xs" component="section" aria-label={T.resultsList}>
          <Text fw={600} role="status" aria-live="polite">
            {T.results(total)}
          </Text>
          {candidats.map((candidat) => (
            <CandidatCard key={candidat.id} candidat={candidat} canMove={canMove} showStatut />
          ))}
          {children}
        </Stack>
      ) : null}
    </>
  );
}
