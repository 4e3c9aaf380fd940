import { Title } from '@mantine/core';

/** Placeholder while the screen is being built (issue 12). */
export function AdminCandidatPage() {
  return <Title order={2}>Fiche candidat</Title>;
}
