import { formatInstantDate } from '@maisonnee/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import { useCreateScenarios, type CreateScenariosResult } from '../api/create-scenarios.ts';
import {
  EMPTY_NEED,
  MAX_PROPOSALS,
  emptyProposal,
  errorsOf,
  toCreateScenariosBody,
  validateScenarios,
  type ProposalValues,
  type ScenarioNeedValues,
} from '../scenario-form-state.ts';
import { SCENARIOS_ADMIN_TEXT as T } from '../text.ts';
import { ProposalCard } from './proposal-card.tsx';
import {
  PeriodFields,
  ServiceFrequenceFields,
} from '../../../../components/back-office/need-schedule/need-fields.tsx';
import { NEED_SCHEDULE_TEXT } from '../../../../components/back-office/need-schedule/text.ts';

/** API field paths (`propositions.1.horaires`) mapped to the form's (`1.slots`). */
function apiFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const match = /^propositions\.(\d+)\.(\w+)/.exec(path);
    if (!match) {
      found[path === 'client_besoin_skill_id' ? 'service' : path] = message;
      continue;
    }
    const field = match[2] === 'candidat_id' ? 'agent' : match[2] === 'titre' ? 'titre' : 'slots';
    found[`${match[1]}.${field}`] = message;
  }
  return found;
}

/** One to three proposals for a client's need, each with its schedule and its agent; sent at once. */
export function ScenariosComposer(props: {
  clientId: number;
  devisId: number | null;
  initialNeed: ScenarioNeedValues | null;
  initialProposal: ProposalValues | null;
}) {
  const [need, setNeed] = useState<ScenarioNeedValues>(props.initialNeed ?? EMPTY_NEED);
  const [proposals, setProposals] = useState<ProposalValues[]>([
    props.initialProposal ?? emptyProposal(0),
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<CreateScenariosResult | null>(null);
  const create = useCreateScenarios();
  const sending = useRef(false);
  const recurring = need.frequence === 'recurrent';
  const patchNeed = (changed: Partial<ScenarioNeedValues>) =>
    setNeed((current) => ({ ...current, ...changed }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // One request per press: a second press before the answer sends nothing.
    if (sending.current) return;
    const found = validateScenarios(need, proposals);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setSent(null);
    create.mutate(toCreateScenariosBody(props.clientId, need, proposals, props.devisId), {
      onSuccess: (result) => setSent(result),
      onError: (error) => setErrors(apiFieldErrors(error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServiceFrequenceFields values={need} patch={patchNeed} error={errors.service} />
        {recurring ? <PeriodFields values={need} patch={patchNeed} errors={errors} /> : null}
        {proposals.map((proposal, index) => (
          <ProposalCard
            key={index}
            index={index}
            clientId={props.clientId}
            need={need}
            value={proposal}
            onChange={(value) =>
              setProposals((current) => current.map((p, i) => (i === index ? value : p)))
            }
            onRemove={
              proposals.length > 1
                ? () => setProposals((current) => current.filter((_, i) => i !== index))
                : null
            }
            errors={errorsOf(errors, index)}
          />
        ))}
        {proposals.length < MAX_PROPOSALS ? (
          <Button
            variant="light"
            onClick={() =>
              setProposals((current) => [...current, emptyProposal(current.length, current.at(-1))])
            }
          >
            {T.addProposal}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {T.maxProposals}
          </Text>
        )}
        {hasFieldErrors ? (
          <Text c="red.9" size="sm" role="alert">
            {NEED_SCHEDULE_TEXT.errors.fixFields}
          </Text>
        ) : null}
        {create.isError && !hasFieldErrors ? (
          <Alert color="red" role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" role="status">
            {T.sent(sent.scenarios.length)}
            {sent.envoi
              ? ` ${T.sentTo(sent.envoi.email, formatInstantDate(sent.envoi.expires_at))}`
              : null}
          </Alert>
        ) : null}
        <Text size="sm">{T.sendHint}</Text>
        <Button type="submit" loading={create.isPending}>
          {T.send}
        </Button>
      </Stack>
    </form>
  );
}
