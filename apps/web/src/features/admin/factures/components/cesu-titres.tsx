import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CESU_SUPPORT_LABELS, CESU_SUPPORTS, type CesuSupport } from '@maisonnee/domain';
import { formatEuros } from '../../../../lib/format.ts';
import { parseCents } from '../../../../lib/reglements.ts';

/*
 * The prepaid CESU vouchers of a payment of method « CESU » (docs/facturation.md): each with its
 * support (paper or e-CESU), issuer, number and amount; their total must make the payment's
 * amount. Optional: a CESU payment without vouchers stays as before.
 */

const T = {
  legend: 'Titres CESU préfinancés',
  help: 'Un titre par ligne ; leur total doit faire le montant reçu. Un même titre ne s’enregistre qu’une fois par émetteur.',
  add: 'Ajouter un titre',
  remove: (n: number) => `Retirer le titre ${n}`,
  support: (n: number) => `Support du titre ${n}`,
  emetteur: (n: number) => `Émetteur du titre ${n}`,
  numero: (n: number) => `Numéro du titre ${n}`,
  montant: (n: number) => `Montant du titre ${n} (€)`,
  emetteurRequired: 'Indiquez l’émetteur (Edenred, Up, Sodexo…).',
  numeroRequired: 'Indiquez le numéro du titre.',
  montantInvalide: 'Montant attendu, par exemple 15,00.',
  total: (total: string, montant: string) =>
    `Les titres totalisent ${total}, le règlement ${montant}.`,
} as const;

export interface CesuTitreDraft {
  support: CesuSupport;
  emetteur: string;
  numero: string;
  montant: string;
}

export type CesuTitreErrors = {
  rows: Record<number, Partial<Record<'emetteur' | 'numero' | 'montant', string>>>;
  total?: string;
};

const emptyTitre = (previous?: CesuTitreDraft): CesuTitreDraft => ({
  support: previous?.support ?? 'papier',
  emetteur: previous?.emetteur ?? '',
  numero: '',
  montant: previous?.montant ?? '',
});

/**
 * The vouchers checked as the API does; `body` is what `cesu_titres` sends (empty when no voucher
 * was typed), null when a voucher is wrong (`errors` says why).
 */
export function cesuTitresBody(titres: readonly CesuTitreDraft[], montantCentimes: number | null) {
  const errors: CesuTitreErrors = { rows: {} };
  const body = titres.map((titre, index) => {
    const row: CesuTitreErrors['rows'][number] = {};
    const cents = parseCents(titre.montant);
    if (!titre.emetteur.trim()) row.emetteur = T.emetteurRequired;
    if (!titre.numero.trim()) row.numero = T.numeroRequired;
    if (cents === null || cents === 0) row.montant = T.montantInvalide;
    if (Object.keys(row).length > 0) errors.rows[index] = row;
    return {
      support: titre.support,
      emetteur: titre.emetteur.trim(),
      numero: titre.numero.trim(),
      montant_centimes: cents ?? 0,
    };
  });
  const total = body.reduce((sum, titre) => sum + titre.montant_centimes, 0);
  if (Object.keys(errors.rows).length === 0 && body.length > 0 && total !== montantCentimes)
    errors.total = T.total(formatEuros(total / 100), formatEuros((montantCentimes ?? 0) / 100));
  const ok = Object.keys(errors.rows).length === 0 && !errors.total;
  return { body: ok ? body : null, errors };
}

export function CesuTitresFields({
  titres,
  onChange,
  errors,
}: {
  titres: CesuTitreDraft[];
  onChange: (titres: CesuTitreDraft[]) => void;
  errors?: CesuTitreErrors;
}) {
  const update = (index: number, change: Partial<CesuTitreDraft>) =>
    onChange(titres.map((titre, i) => (i === index ? { ...titre, ...change } : titre)));
  return (
    <Fieldset legend={T.legend} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm">{T.help}</Text>
        {titres.map((titre, index) => {
          const n = index + 1;
          const rowErrors = errors?.rows[index];
          return (
            <Stack key={index} gap={4}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <NativeSelect
                  label={T.support(n)}
                  value={titre.support}
                  onChange={(event) =>
                    update(index, { support: event.currentTarget.value as CesuSupport })
                  }
                  data={CESU_SUPPORTS.map((value) => ({
                    value,
                    label: CESU_SUPPORT_LABELS[value],
                  }))}
                />
                <TextInput
                  label={T.emetteur(n)}
                  maxLength={150}
                  value={titre.emetteur}
                  onChange={(event) => update(index, { emetteur: event.currentTarget.value })}
                  error={rowErrors?.emetteur}
                />
                <TextInput
                  label={T.numero(n)}
                  maxLength={50}
                  value={titre.numero}
                  onChange={(event) => update(index, { numero: event.currentTarget.value })}
                  error={rowErrors?.numero}
                />
                <TextInput
                  label={T.montant(n)}
                  inputMode="decimal"
                  value={titre.montant}
                  onChange={(event) => update(index, { montant: event.currentTarget.value })}
                  error={rowErrors?.montant}
                />
              </SimpleGrid>
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onChange(titres.filter((_, i) => i !== index))}
                >
                  {T.remove(n)}
                </Button>
              </Group>
            </Stack>
          );
        })}
        {errors?.total ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.total}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange([...titres, emptyTitre(titres.at(-1))])}
          >
            {T.add}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
