import { Title } from '@mantine/core';

/** Placeholder while the screen is being built (issue 12). */
export function AdminCandidatsPage() {
  return <Title order={2}>Candidats</Title>;
}
