/**
 * Query keys of the resources that more than one feature reads or refreshes: one factory per
 * resource, so that a fetch in one feature and a refresh in another name the same cache entry.
 * Keys of a resource only one feature uses stay in that feature's `api/` folder.
 */
export const prolongationKeys = {
  all: ['prolongation'] as const,
  /** The extension of one intervention (asked by the agent, answered or set by the client). */
  detail: (interventionId: number) => ['prolongation', interventionId] as const,
};

export const devisKeys = {
  /** Every quote query: a new need or a signature changes the client's quotes. */
  all: ['devis'] as const,
  client: (clientId: number) => ['devis', 'client', clientId] as const,
  signature: (devisId: number) => ['devis', 'signature', devisId] as const,
};
