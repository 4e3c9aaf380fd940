import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_TEXT } from '../features/account/text.ts';
import { MISSIONS_TEXT } from '../features/missions/text.ts';
import { LAYOUT_TEXT } from './layouts/layout-text.ts';

/*
 * The signed-in shell (issue 25, point 9; docs/web-delivery.md): what a signed-in page looks like
 * before its scripts have run, prerendered per path by scripts/prerender.mjs and served by the API
 * in place of the empty shell when the `maisonnee_session` hint cookie is present. The app
 * layout's header, the page's heading and a skeleton: nobody's data (the server does not know who
 * asks, the hint grants nothing), the same for every user; main.tsx renders the app over it once
 * the page's modules are loaded.
 */

export interface SignedInShellPage {
  path: string;
  /** The page's heading and the sentence under it, as the page itself shows them. */
  title: string;
  intro?: string;
  /** Lines under the heading that name the user (greeting…): skeleton lines in the shell. */
  personalLines?: number;
  /** The sentence that opens the page's content, when it is the same for everyone. */
  lead?: string;
  /** The source modules loaded for the path (keys of Vite's manifest, for modulepreload). */
  modules: readonly string[];
}

const SIGNED_IN_MODULES = ['src/app/rest-routes.tsx', 'src/app/layouts/app-layout.tsx'] as const;

/** The signed-in pages with a painted shell: the family's first pages. */
export const SIGNED_IN_SHELLS: readonly SignedInShellPage[] = [
  {
    path: '/missions',
    title: MISSIONS_TEXT.title,
    intro: MISSIONS_TEXT.intro,
    modules: [...SIGNED_IN_MODULES, 'src/features/missions/pages/missions-page.tsx'],
  },
  {
    path: '/account',
    title: ACCOUNT_TEXT.title,
    personalLines: 2,
    lead: ACCOUNT_TEXT.choose,
    modules: [...SIGNED_IN_MODULES, 'src/features/account/pages/account-page.tsx'],
  },
];

/** The header and the page's heading as the app layout paints them, a skeleton for the rest. */
export function SignedInShell({ page }: { page: SignedInShellPage }) {
  return (
    <>
      <Box component="header" bg="maisonnee.7" c="white" className="app-header">
        <Container size="md">
          <Group justify="space-between" wrap="nowrap" gap="sm" className="app-header__row">
            <Text component="span" c="white" fw={700} fz="lg" className="app-header__brand">
              {LAYOUT_TEXT.brand}
            </Text>
          </Group>
        </Container>
      </Box>
      <Container size="md" component="main" className="app-main app-main--tab-bar">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{page.title}</Title>
            {page.intro ? <Text c="dimmed">{page.intro}</Text> : null}
            {Array.from({ length: page.personalLines ?? 0 }, (_, line) => (
              <Skeleton key={line} height={20} my={3} width="60%" animate={false} />
            ))}
          </Stack>
          {page.lead ? <Text>{page.lead}</Text> : null}
          <Stack gap="md" aria-hidden="true">
            <Skeleton height={36} radius="sm" animate={false} />
            <Skeleton height={120} radius="md" animate={false} />
            <Skeleton height={120} radius="md" animate={false} />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
