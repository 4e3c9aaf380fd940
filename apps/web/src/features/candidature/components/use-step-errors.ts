import { useState } from 'react';
import { fieldErrors } from '../../../lib/api-errors.ts';

/** A step's field errors: first its own checks, then those the API names. */
export function useStepErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Shows the step's own check; when it finds nothing, runs the call and shows its errors. */
  async function submitChecked(found: Record<string, string>, send: () => Promise<void>) {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send();
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  return { errors, submitChecked };
}
