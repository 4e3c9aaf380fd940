import { Title } from '@mantine/core';

/** Placeholder while the screen is being built (issue 12). */
export function CandidaturePage() {
  return <Title order={2}>Devenir intervenant</Title>;
}
