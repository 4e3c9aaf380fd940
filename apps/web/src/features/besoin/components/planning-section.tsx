import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showSuccess } from '../../../lib/toast.ts';
import {
  brouillonsQueryKey,
  useClientBrouillons,
  type Brouillon,
} from '../api/list-client-brouillons.ts';
import {
  restorePlanningDraft,
  valuesFromDevis,
  type DevisLinesForPlanning,
} from '../besoin-form-state.ts';
import { BesoinForm } from './besoin-form.tsx';
import { BESOIN_TEXT } from '../text.ts';

/** Keeps the cached draft list in step with a saved draft (a later visit restores it). */
export function upsertDraft(list: readonly Brouillon[] | undefined, draft: Brouillon): Brouillon[] {
  return [draft, ...(list ?? []).filter((b) => b.id !== draft.id)];
}

/**
 * "Planifier mes interventions" on a signed quote: the new-need form with the second draft
 * (`planification`, linked to the quote), prefilled from the quote's lines, restored after a
 * reload, independent of the need draft.
 */
export function PlanningSection(props: {
  devis: DevisLinesForPlanning & { id: number; client_id: number };
}) {
  const { devis } = props;
  const queryClient = useQueryClient();
  const brouillons = useClientBrouillons(devis.client_id);
  if (brouillons.isPending) return <PageLoader active />;
  if (brouillons.isError) {
    return (
      <Alert color="red" role="alert">
        {BESOIN_TEXT.loadError}
      </Alert>
    );
  }
  const draft = restorePlanningDraft(brouillons.data, devis.id);
  return (
    <BesoinForm
      key={devis.id}
      clientId={devis.client_id}
      missionId={null}
      lockedService={null}
      initial={draft?.values ?? valuesFromDevis(devis)}
      draftId={draft?.id ?? null}
      restored={draft !== null}
      // Confirmed wherever the client scrolled to (the form's own notice sits at its bottom).
      onSubmitted={() => showSuccess(BESOIN_TEXT.form.planningSubmitted)}
      planning={{
        devisId: devis.id,
        onDraftSaved: (saved) =>
          queryClient.setQueryData<Brouillon[]>(brouillonsQueryKey(devis.client_id), (list) =>
            upsertDraft(list, saved),
          ),
      }}
    />
  );
}
