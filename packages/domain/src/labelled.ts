/** The values of a labelled list, in the order of its labels (a non-empty tuple, as z.enum wants). */
export function valuesOf<V extends string>(
  labels: Readonly<Record<V, string>>,
): readonly [V, ...V[]] {
  return Object.freeze(Object.keys(labels)) as unknown as readonly [V, ...V[]];
}
