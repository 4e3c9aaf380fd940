import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BOARD_TEXT as B } from '../board-text.ts';
import { PLANNING_TEXT as T } from '../text.ts';
import { MissionsAPlanifierList } from './missions-a-planifier-list.tsx';
import { PlanningBoard } from './planning-board.tsx';

type View = 'semaine' | 'missions';

/**
 * /admin/planning without a mission: the week board first, the missions to plan in the second
 * tab (`?vue=missions`, so a link or a reload keeps the tab). Only the shown tab is mounted, so
 * only its call goes out.
 */
export function PlanningViews() {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('vue') === 'missions' ? 'missions' : 'semaine';
  return (
    <Tabs
      value={view}
      keepMounted={false}
      onChange={(value) => {
        const next = new URLSearchParams(search);
        if (value === 'missions') next.set('vue', 'missions');
        else next.delete('vue');
        setSearch(next, { replace: true });
      }}
    >
      <Tabs.List aria-label={B.tabsLabel}>
        <Tabs.Tab value="semaine">{B.tabBoard}</Tabs.Tab>
        <Tabs.Tab value="missions">{B.tabMissions}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="semaine" pt="md">
        <PlanningBoard />
      </Tabs.Panel>
      <Tabs.Panel value="missions" pt="md">
        <Stack gap="md">
          <Text>{T.listIntro}</Text>
          <MissionsAPlanifierList />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
