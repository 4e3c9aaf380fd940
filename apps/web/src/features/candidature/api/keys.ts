/** Query keys of the public application. */
export const candidatureKeys = {
  all: ['candidature'] as const,
  detail: (token: string) => ['candidature', 'detail', token] as const,
  annonces: (lat: number, lng: number) => ['candidature', 'annonces', lat, lng] as const,
};
