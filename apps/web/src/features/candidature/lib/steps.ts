import { CANDIDATURE_ETAPES } from '@maisonnee/domain';

/** The screens of the form: the saved steps, then the summary. */
export const FORM_STEPS = [...CANDIDATURE_ETAPES, 'recap'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/**
 * Where a visitor resumes: the step after the last one saved (the summary once the documents
 * step is reached), the first step for a new application.
 */
export function resumeStepIndex(etape: string | null | undefined): number {
  if (!etape) return 0;
  const index = FORM_STEPS.indexOf(etape as FormStep);
  return index < 0 ? 0 : Math.min(index + 1, FORM_STEPS.length - 1);
}
