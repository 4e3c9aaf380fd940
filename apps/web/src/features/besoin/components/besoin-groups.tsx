import { Accordion, Badge, Group, List, Stack, Text } from '@mantine/core';
import {
  formatInterventionDate,
  type BesoinGroup,
  type MissionLike,
  type MutuelleBesoinGroup,
} from '@maisonnee/domain';
import { formatDate } from '../../../lib/format.ts';
import { BESOIN_TEXT as T } from '../text.ts';
import { SkillIcon } from './skill-icon.tsx';

function isMutuelle<M extends MissionLike>(group: BesoinGroup<M>): group is MutuelleBesoinGroup<M> {
  return 'is_mission_mutuelle' in group;
}

function safeInterventionDate(start: string, end: string): string {
  try {
    return formatInterventionDate(start, end);
  } catch {
    return '';
  }
}

/** The needs of one segment: title and icon, days and time slots; open to see the details. */
export function BesoinGroupList<M extends MissionLike>(props: {
  groups: readonly BesoinGroup<M>[];
  expanded: string[];
  emptyText: string;
  /** Insurer missions show their full element list (hours, reference, every intervention). */
  full?: boolean;
}) {
  if (props.groups.length === 0) return <Text c="dimmed">{props.emptyText}</Text>;
  return (
    <Accordion multiple defaultValue={props.expanded} variant="separated">
      {props.groups.map((group) => (
        <Accordion.Item key={group.mission_id} value={String(group.mission_id)}>
          <Accordion.Control icon={<SkillIcon name={group.icon} />}>
            <Stack gap={2}>
              <Text fw={600}>{group.title}</Text>
              <Group gap={4}>
                {group.days.map((day) => (
                  <Badge key={day} variant="light" color="maisonnee">
                    {day}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text>
                <Text span fw={600}>
                  {T.days} :
                </Text>{' '}
                {group.days.join(', ') || '—'}
              </Text>
              <Text>
                <Text span fw={600}>
                  {T.timeSlots} :
                </Text>{' '}
                {group.timeSlots.join(', ') || '—'}
              </Text>
              <Text>
                {T.from(formatDate(group.date_debut))}
                {group.date_fin ? ` ${T.until(formatDate(group.date_fin))}` : ''}
              </Text>
              {isMutuelle(group) ? (
                <>
                  {group.reference ? <Text>{T.reference(group.reference)}</Text> : null}
                  {group.nb_heures_total !== null ? (
                    <Text>
                      {T.hoursUsed(
                        (group.nb_heures_consommees ?? 0).toLocaleString('fr-FR'),
                        group.nb_heures_total.toLocaleString('fr-FR'),
                      )}
                    </Text>
                  ) : null}
                </>
              ) : null}
              {props.full || group.interventions.length > 0 ? (
                <>
                  <Text fw={600}>{T.interventions}</Text>
                  {group.interventions.length === 0 ? (
                    <Text c="dimmed">{T.noIntervention}</Text>
                  ) : (
                    <List>
                      {(props.full ? group.interventions : group.interventions.slice(0, 4)).map(
                        (i) => (
                          <List.Item key={i.id}>
                            {safeInterventionDate(i.date_debut, i.date_fin)}
                          </List.Item>
                        ),
                      )}
                    </List>
                  )}
                </>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
