import { Alert, Button, Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCandidature } from '../api/get-candidature.ts';
import { Confirmation } from '../components/confirmation.tsx';
import { StepAdresse } from '../components/step-adresse.tsx';
import { StepCompetences } from '../components/step-competences.tsx';
import { StepDisponibilites } from '../components/step-disponibilites.tsx';
import { StepDocuments } from '../components/step-documents.tsx';
import { StepIdentite } from '../components/step-identite.tsx';
import { StepRecap } from '../components/step-recap.tsx';
import { draftOf, EMPTY_DRAFT, type Draft } from '../lib/draft.ts';
import { FORM_STEPS, resumeStepIndex } from '../lib/steps.ts';
import { forgetToken, readStoredToken, storeToken } from '../lib/token.ts';
import { CANDIDATURE_TEXT as T } from '../text.ts';

/**
 * /candidature: the public application, phone first, one step at a time, each saved before the
 * next. `?jeton=` (the mailed edit link) or the token kept in this browser reopens the application
 * at the step after the last one saved.
 */
export function CandidaturePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token, setToken] = useState<string | null>(
    () => searchParams.get('jeton') || readStoredToken(),
  );
  const candidature = useCandidature(token);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [isSent, setIsSent] = useState(false);
  // The application whose saved values fill the form (once: later saves keep what is typed).
  const loadedFor = useRef<string | null>(null);
  // On a phone the six steps show as numbers only; the current step's name is the title below.
  const isNarrow = useMediaQuery('(max-width: 36em)') ?? false;

  useEffect(() => {
    const fromLink = searchParams.get('jeton');
    if (fromLink) storeToken(fromLink);
  }, [searchParams]);

  useEffect(() => {
    if (!token || !candidature.data || loadedFor.current === token) return;
    loadedFor.current = token;
    setDraft(draftOf(candidature.data));
    const step = resumeStepIndex(candidature.data.etape);
    setActive(step);
    setReached(step);
  }, [token, candidature.data]);

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const goTo = (step: number) => {
    setActive(step);
    setReached((current) => Math.max(current, step));
    window.scrollTo?.({ top: 0 });
  };
  const next = () => goTo(active + 1);
  const back = () => setActive((current) => Math.max(0, current - 1));

  function created(newToken: string) {
    loadedFor.current = newToken;
    storeToken(newToken);
    setToken(newToken);
    setSearchParams({ jeton: newToken }, { replace: true });
  }

  function restart() {
    forgetToken();
    loadedFor.current = null;
    setToken(null);
    setDraft(EMPTY_DRAFT);
    setActive(0);
    setReached(0);
    setSearchParams({}, { replace: true });
  }

  const header = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <Text c="dimmed" size="sm">
        {T.intro}
      </Text>
    </Stack>
  );

  if (token && candidature.isError && loadedFor.current !== token) {
    return (
      <Container size="sm" py="md">
        <Stack>
          {header}
          <Alert color="red" role="alert">
            {T.linkInvalid}
          </Alert>
          <Button onClick={restart}>{T.restart}</Button>
        </Stack>
      </Container>
    );
  }
  if (token && candidature.isPending && loadedFor.current !== token) {
    return <PageLoader />;
  }

  if (isSent) {
    return (
      <Container size="sm" py="md">
        <Stack>
          {header}
          <Confirmation
            token={token}
            position={
              draft.lat !== null && draft.lng !== null ? { lat: draft.lat, lng: draft.lng } : null
            }
            services={draft.services}
          />
        </Stack>
      </Container>
    );
  }

  const stepProps = { draft, change, token, onNext: next, onBack: back };
  return (
    <Container size="sm" py="md" px="xs">
      <Stack>
        {header}
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stepper
            active={active}
            onStepClick={(step) => step <= reached && setActive(step)}
            size="xs"
            orientation="horizontal"
            allowNextStepsSelect={false}
          >
            {FORM_STEPS.map((step, index) => (
              <Stepper.Step
                key={step}
                label={isNarrow ? undefined : T.steps[step]}
                aria-label={T.steps[step]}
                allowStepSelect={index <= reached && !!token}
              />
            ))}
          </Stepper>
          <Stack mt="md">
            <Title order={2} size="h3">
              {T.stepOf(active + 1, FORM_STEPS.length)} ·{' '}
              {T.steps[FORM_STEPS[active] ?? 'identite']}
            </Title>
            {active === 0 ? (
              <StepIdentite {...stepProps} onBack={undefined} onCreated={created} />
            ) : null}
            {active === 1 ? <StepAdresse {...stepProps} /> : null}
            {active === 2 ? <StepCompetences {...stepProps} /> : null}
            {active === 3 ? <StepDisponibilites {...stepProps} /> : null}
            {active === 4 ? (
              <StepDocuments
                token={token}
                documents={candidature.data?.documents ?? []}
                onNext={next}
                onBack={back}
              />
            ) : null}
            {active === 5 ? (
              <StepRecap
                draft={draft}
                token={token}
                candidature={candidature.data}
                goTo={goTo}
                onBack={back}
                onSent={() => setIsSent(true)}
              />
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
