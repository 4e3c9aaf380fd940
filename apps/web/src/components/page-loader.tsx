import { Center, Loader } from '@mantine/core';
import { useLoaderVisibility } from './loader.ts';

export const LOADER_TEXT = { loading: 'Chargement…' } as const;

/** A centred loader announced to screen readers; see useLoaderVisibility for its timing. */
export function PageLoader({ active = true }: { active?: boolean }) {
  const visible = useLoaderVisibility(active);
  if (!visible) return null;
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{LOADER_TEXT.loading}</span>
    </Center>
  );
}
