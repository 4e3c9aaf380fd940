import type { ComponentProps } from 'react';
import { EMPTY_BESOIN } from '../besoin-form-state.ts';
import type { BesoinForm } from '../components/besoin-form.tsx';

/** Props of a new-need form for client 3, empty and without a draft unless overridden. */
export function besoinFormProps(
  overrides: Partial<ComponentProps<typeof BesoinForm>> = {},
): ComponentProps<typeof BesoinForm> {
  return {
    clientId: 3,
    missionId: null,
    lockedService: null,
    initial: EMPTY_BESOIN,
    draftId: null,
    restored: false,
    onSubmitted: () => undefined,
    ...overrides,
  };
}
