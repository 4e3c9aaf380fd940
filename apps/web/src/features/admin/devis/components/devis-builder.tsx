import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FREQUENCE_LIBELLES,
  skillLabel,
  toParisIsoDate,
  type FrequenceType,
} from '@maisonnee/domain';
import { useId, useRef, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors.ts';
import { useTarifsGrid } from '../../../../lib/tarifs.ts';
import { useCreateDevisLibre } from '../api/create-devis-libre.ts';
import type { AdminDevis } from '../api/list-conciergerie-devis.ts';
import {
  PeriodFields,
  ServiceFrequenceFields,
} from '../../../../components/back-office/need-schedule/need-fields.tsx';
import { PriceBox } from '../../../../components/back-office/need-schedule/price-box.tsx';
import { priceFor } from '../../../../components/back-office/need-schedule/schedule.ts';
import { ScheduleFields } from '../../../../components/back-office/need-schedule/slot-fields.tsx';
import { NEED_SCHEDULE_TEXT as N } from '../../../../components/back-office/need-schedule/text.ts';
import {
  toDevisLibreBody,
  validateDevisLibre,
  type DevisLibreValues,
} from '../devis-form-state.ts';
import { DEVIS_ADMIN_TEXT } from '../text.ts';
import { LongTextField } from '../../../../components/long-text-field.tsx';

const T = DEVIS_ADMIN_TEXT.builder;
const FREQUENCE_OPTIONS = [...FREQUENCE_LIBELLES];

/** API field paths of the single line, mapped to the builder's fields. */
function apiFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const field = path.replace(/^lignes\.0\./, '');
    found[field === 'client_besoin_skill_id' ? 'service' : field] = message;
  }
  return found;
}

/**
 * The quote builder: one service line with its schedule on the half-hour grid, priced live by
 * the domain function the client's need form uses, saved as a draft or sent for signature.
 */
export function DevisBuilder(props: {
  clientId: number;
  initial: DevisLibreValues;
  onDone: (devis: AdminDevis, sent: boolean) => void;
}) {
  const [values, setValues] = useState<DevisLibreValues>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateDevisLibre();
  const sending = useRef(false);
  const headingId = useId();
  const price = priceFor(values, useTarifsGrid());
  const recurring = values.frequence === 'recurrent';

  const set = <K extends keyof DevisLibreValues>(key: K, value: DevisLibreValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const patch = (changed: Partial<DevisLibreValues>) =>
    setValues((current) => ({ ...current, ...changed }));

  const submit = (send: boolean) => {
    // One request per press: a second press before the answer sends nothing.
    if (sending.current) return;
    const found = validateDevisLibre(values, toParisIsoDate(new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    create.mutate(toDevisLibreBody(values, props.clientId, send), {
      onSuccess: (devis) => props.onDone(devis, send),
      onError: (error) => setErrors(apiFieldErrors(error)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(true);
        }}
      >
        <Stack gap="md">
          <Title order={3} id={headingId} size="h4">
            {N.service}
          </Title>
          <ServiceFrequenceFields values={values} patch={patch} error={errors.service} />
          {recurring ? (
            <>
              <NativeSelect
                label={T.frequenceType}
                data={FREQUENCE_OPTIONS}
                value={values.frequenceType}
                onChange={(e) => set('frequenceType', e.currentTarget.value as FrequenceType)}
              />
              <PeriodFields values={values} patch={patch} errors={errors} />
            </>
          ) : null}
          <ScheduleFields
            frequence={values.frequence}
            slots={values}
            onChange={patch}
            errors={errors}
          />
          <TextInput
            label={T.libelle}
            maxLength={200}
            placeholder={values.service === null ? undefined : skillLabel(values.service)}
            value={values.libelle}
            onChange={(e) => set('libelle', e.currentTarget.value)}
          />
          <LongTextField
            label={T.description}
            maxLength={2000}
            value={values.description}
            onText={(text) => set('description', text)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={T.prix}
              description={T.prixHint}
              inputMode="decimal"
              value={values.prix_horaire_ttc}
              onChange={(e) => set('prix_horaire_ttc', e.currentTarget.value)}
              error={errors.prix_horaire_ttc}
            />
            <TextInput
              label={T.prixWeekend}
              description={T.prixHint}
              inputMode="decimal"
              value={values.prix_horaire_weekend_ttc}
              onChange={(e) => set('prix_horaire_weekend_ttc', e.currentTarget.value)}
              error={errors.prix_horaire_weekend_ttc}
            />
          </SimpleGrid>
          <PriceBox price={price} />
          <TextInput
            type="date"
            label={T.dateValidite}
            value={values.date_validite}
            onChange={(e) => set('date_validite', e.currentTarget.value)}
            error={errors.date_validite}
          />
          <LongTextField
            label={T.commentaire}
            maxLength={2000}
            value={values.commentaire}
            onText={(text) => set('commentaire', text)}
          />
          {create.isError && !hasFieldErrors ? (
            <Alert color="red" role="alert">
              {errorMessage(create.error)}
            </Alert>
          ) : null}
          {hasFieldErrors ? (
            <Text c="red.9" size="sm" role="alert">
              {N.errors.fixFields}
            </Text>
          ) : null}
          <Text size="sm">{T.sendHint}</Text>
          <Group grow wrap="wrap">
            <Button type="submit" loading={create.isPending && create.variables?.send === true}>
              {T.send}
            </Button>
            <Button
              variant="default"
              onClick={() => submit(false)}
              disabled={create.isPending}
              loading={create.isPending && create.variables?.send === false}
            >
              {T.saveDraft}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
