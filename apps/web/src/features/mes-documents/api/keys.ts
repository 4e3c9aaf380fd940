/** Query keys of the client's documents screen. */
export const documentsKeys = {
  all: ['mes-documents'] as const,
  client: (clientId: number) => ['mes-documents', clientId] as const,
};
