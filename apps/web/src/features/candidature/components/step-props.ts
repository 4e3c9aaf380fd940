import type { Draft } from '../lib/draft.ts';

/** What every step of the form receives from the page. */
export interface StepProps {
  draft: Draft;
  /** Merges changes into the form's values. */
  change: (patch: Partial<Draft>) => void;
  /** The application's token (null before step 1 is saved). */
  token: string | null;
  /** Goes to the next step once this one is saved. */
  onNext: () => void;
  onBack?: () => void;
}
