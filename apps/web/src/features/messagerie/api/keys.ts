/** Query keys of the customers' messaging that are its own (the rest: lib/messagerie-unread.ts). */
export const messagerieFeatureKeys = {
  /** The client's missions offered in « Nouveau message ». */
  missions: (clientId: number) => ['messagerie-missions', clientId] as const,
};
