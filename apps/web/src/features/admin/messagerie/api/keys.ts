/** Query keys of the operators' messaging that are its own (the rest: lib/messagerie-unread.ts). */
export const adminMessagerieKeys = {
  recipients: (kind: 'client' | 'agent', name: string) =>
    ['admin-messagerie', 'recipients', kind, name] as const,
};
