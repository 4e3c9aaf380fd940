import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CAHIER_TACHE_MAX_LENGTH, CAHIER_TACHES_MAX } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import type { MissionTache } from '../api/get-cahier.ts';
import { useSaveMissionTaches, type TacheInput } from '../api/save-mission-taches.ts';
import { CAHIER_TEXT as T } from '../text.ts';

/** The tasks as the agents read them (whoever cannot change them). */
export function TachesList({ taches }: { taches: readonly MissionTache[] }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {T.taches.title}
      </Title>
      {taches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.taches.none}
        </Text>
      ) : (
        <List size="sm">
          {taches.map((tache) => (
            <List.Item key={tache.id}>{tache.libelle}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A row being edited: a saved task keeps its id; `key` tells rows apart while they move. */
interface Row extends TacheInput {
  key: number;
}

let nextKey = 0;
const rowsOf = (taches: readonly MissionTache[]): Row[] =>
  taches.map((tache) => ({ id: tache.id, libelle: tache.libelle, key: (nextKey += 1) }));

/** The family's editor: add, reorder (up, down), remove, then save the ordered list. */
export function TachesEditor({
  missionId,
  taches,
}: {
  missionId: number;
  taches: readonly MissionTache[];
}) {
  const save = useSaveMissionTaches(missionId);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(taches));
  const [nouvelle, setNouvelle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const change = (next: Row[]) => {
    setRows(next);
    setSaved(false);
    setError(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    change(next);
  };
  const add = () => {
    const libelle = nouvelle.trim();
    if (!libelle) return setError(T.taches.empty);
    if (libelle.length > CAHIER_TACHE_MAX_LENGTH) return setError(T.taches.tooLong);
    if (rows.length >= CAHIER_TACHES_MAX) return setError(T.taches.max);
    change([...rows, { libelle, key: (nextKey += 1) }]);
    setNouvelle('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rows.some((row) => !row.libelle.trim())) return setError(T.taches.empty);
    save.mutate(
      rows.map(({ id, libelle }) => ({ id, libelle: libelle.trim() })),
      {
        onSuccess: (savedTaches) => {
          setRows(rowsOf(savedTaches));
          setSaved(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="taches-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="taches-title">
            {T.taches.title}
          </Title>
          <Text size="sm" c="dimmed">
            {T.taches.intro}
          </Text>
        </Stack>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {T.taches.none}
          </Text>
        )}
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row, index) => (
            <Group key={row.key} component="li" gap={4} wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={T.taches.libelle(index + 1)}
                value={row.libelle}
                maxLength={CAHIER_TACHE_MAX_LENGTH}
                onChange={(event) => {
                  const libelle = event.currentTarget.value;
                  change(rows.map((r) => (r.key === row.key ? { ...r, libelle } : r)));
                }}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={T.taches.up(row.libelle)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={T.taches.down(row.libelle)}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                size="lg"
                aria-label={T.taches.remove(row.libelle)}
                onClick={() => change(rows.filter((r) => r.key !== row.key))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            label={T.taches.newLabel}
            value={nouvelle}
            maxLength={CAHIER_TACHE_MAX_LENGTH}
            onChange={(event) => setNouvelle(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" onClick={add}>
            {T.taches.add}
          </Button>
        </Group>
        {(error || save.isError) && (
          <Alert color="red" role="alert">
            {error ?? errorMessage(save.error)}
          </Alert>
        )}
        {saved && (
          <Alert color="teal" role="status">
            {T.taches.saved}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {T.taches.save}
        </Button>
      </Stack>
    </form>
  );
}
