import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { confirmAndClose } from '../../../../components/modal-form.tsx';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import type { Facture } from '../../../../lib/factures.ts';
import { useUpdateFacture } from '../api/update-facture.ts';
import { parseEuros } from '../format.ts';
import { FACTURES_TEXT as T } from '../text.ts';
import { SaveCancelButtons } from '../../../../components/save-cancel-buttons.tsx';

interface DraftLine {
  key: string;
  intervention_id: number | null;
  date: string | null;
  libelle: string;
  quantite: string;
  prix: string;
}

const decimal = (value: number) => String(value).replace('.', ',');

function toDraft(facture: Facture): DraftLine[] {
  return facture.lignes.map((ligne) => ({
    key: `l${ligne.id}`,
    intervention_id: ligne.intervention_id,
    date: ligne.date,
    libelle: ligne.libelle,
    quantite: decimal(ligne.quantite),
    prix: decimal(ligne.prix_unitaire_ttc),
  }));
}

/**
 * The lines of a planned invoice (not issued yet), as accounting corrects them before issuing:
 * label, hours or units, unit price tax included; a typed line may be added, any line removed.
 * The API prices VAT and totals again.
 */
export function LignesEditor({ facture, onDone }: { facture: Facture; onDone: () => void }) {
  const [lines, setLines] = useState<DraftLine[]>(() => toDraft(facture));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const update = useUpdateFacture();

  const change = (key: string, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) return setInvalid(T.lignesVides);
    const body = [];
    for (const [index, line] of lines.entries()) {
      const quantite = parseEuros(line.quantite);
      const prix = parseEuros(line.prix);
      if (!line.libelle.trim() || quantite === null || quantite <= 0 || prix === null) {
        return setInvalid(T.ligneInvalide(index + 1));
      }
      body.push({
        intervention_id: line.intervention_id,
        date: line.date,
        libelle: line.libelle.trim(),
        quantite,
        prix_unitaire_ttc: prix,
      });
    }
    setInvalid(null);
    update.mutate({ id: facture.id, lignes: body }, confirmAndClose(T.lignesSaved, onDone));
  };

  return (
    <form onSubmit={submit} aria-label={T.editLignes} noValidate>
      <Stack gap="xs">
        {lines.map((line, index) => (
          <Card key={line.key} withBorder padding="xs">
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={T.ligneLibelle(index + 1)}
                value={line.libelle}
                onChange={(event) => change(line.key, { libelle: event.currentTarget.value })}
                maxLength={200}
              />
              <TextInput
                label={T.ligneQuantite(index + 1)}
                inputMode="decimal"
                value={line.quantite}
                onChange={(event) => change(line.key, { quantite: event.currentTarget.value })}
                w={140}
              />
              <TextInput
                label={T.lignePrix(index + 1)}
                inputMode="decimal"
                value={line.prix}
                onChange={(event) => change(line.key, { prix: event.currentTarget.value })}
                w={160}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
              >
                {T.ligneRemove(index + 1)}
              </Button>
            </Group>
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => {
              setAdded((count) => count + 1);
              setLines((current) => [
                ...current,
                {
                  key: `n${added}`,
                  intervention_id: null,
                  date: null,
                  libelle: '',
                  quantite: '1',
                  prix: '',
                },
              ]);
            }}
          >
            {T.ligneAdd}
          </Button>
        </Group>
        {invalid ? (
          <Text size="sm" c="red" role="alert">
            {invalid}
          </Text>
        ) : null}
        {update.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <SaveCancelButtons
          saveLabel={T.lignesSave}
          cancelLabel={T.cancel}
          saving={update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
