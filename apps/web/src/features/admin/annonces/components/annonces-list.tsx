import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PagesControl } from '../../../../components/back-office/pages-control.tsx';
import { DAY_SHORT_NAMES, isIsoDay, isSkillId, SKILLS, UNKNOWN_SKILL } from '@maisonnee/domain';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import type { Annonce, AnnoncesPage } from '../api/list-missions-annonces.ts';
import { useUpdateAnnonce } from '../api/save-annonce.ts';
import { ANNONCES_TEXT } from '../text.ts';

const T = ANNONCES_TEXT.list;

const skillLabel = (id: number) => (isSkillId(id) ? SKILLS[id] : UNKNOWN_SKILL.label);

function slotsText(annonce: Annonce): string {
  return annonce.horaires
    .map(
      (slot) =>
        `${isIsoDay(slot.day) ? DAY_SHORT_NAMES[slot.day] : ''} ${slot.time_debut}–${slot.time_fin}`,
    )
    .join(' · ');
}

/** One post: title, state, service, town, dates, slots; edit and switch off or on. */
function AnnonceCard({
  annonce,
  today,
  onEdit,
}: {
  annonce: Annonce;
  today: string;
  onEdit: (annonce: Annonce) => void;
}) {
  const update = useUpdateAnnonce();
  const ended = annonce.date_fin !== null && annonce.date_fin < today;
  const toggle = () =>
    update.mutate(
      { id: annonce.id, is_active: !annonce.is_active },
      { onSuccess: () => showSuccess(annonce.is_active ? T.deactivated : T.reactivated) },
    );
  const state = !annonce.is_active ? T.inactive : ended ? T.ended : T.active;
  return (
    <Card withBorder component="li" aria-label={annonce.titre}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {annonce.titre}
          </Title>
          <Badge variant="light" color={state === T.active ? 'green' : 'gray'} c="dark.9">
            {state}
          </Badge>
        </Group>
        <Text size="sm">
          {skillLabel(annonce.client_besoin_skill_id)} · {annonce.codep} {annonce.ville} ·{' '}
          {annonce.is_ponctuel ? T.ponctuel : T.recurrent}
          {annonce.mission_id !== null ? ` · ${T.mission}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {T.from(formatDate(annonce.date_debut))}
          {annonce.date_fin ? ` ${T.until(formatDate(annonce.date_fin))}` : ''}
          {annonce.nb_heures_semaine !== null ? ` · ${T.hours(annonce.nb_heures_semaine)}` : ''}
        </Text>
        {annonce.horaires.length > 0 && <Text size="sm">{slotsText(annonce)}</Text>}
        <Text size="sm" lineClamp={3}>
          {annonce.description}
        </Text>
        {update.error ? (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            variant="light"
            aria-label={T.editLabel(annonce.titre)}
            onClick={() => onEdit(annonce)}
          >
            {T.edit}
          </Button>
          <Button
            variant="default"
            color={annonce.is_active ? 'red' : undefined}
            loading={update.isPending}
            aria-label={
              annonce.is_active
                ? T.deactivateLabel(annonce.titre)
                : T.reactivateLabel(annonce.titre)
            }
            onClick={toggle}
          >
            {annonce.is_active ? T.deactivate : T.reactivate}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A page of posts with its pager. */
export function AnnoncesList({
  data,
  page,
  onPage,
  today,
  onEdit,
}: {
  data: AnnoncesPage;
  page: number;
  onPage: (page: number) => void;
  today: string;
  onEdit: (annonce: Annonce) => void;
}) {
  if (data.items.length === 0) return <Text>{T.empty}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {T.count(data.total)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.label}>
        {data.items.map((annonce) => (
          <AnnonceCard key={annonce.id} annonce={annonce} today={today} onEdit={onEdit} />
        ))}
      </Stack>
      <PagesControl of={data} value={page} onChange={onPage} label={T.page} />
    </Stack>
  );
}
