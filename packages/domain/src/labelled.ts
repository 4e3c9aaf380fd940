/** The values of a labelled list, in the order of its labels (a non-empty tuple, as z.enum wants). */
export function valuesOf<V extends string>(
  labels: Readonly<Record<V, string>>,
): readonly [V, ...V[]] {
  return Object.freeze(Object.keys(labels)) as unknown as readonly [V, ...V[]];
}

/**
 * A labelled list written once: its labels, frozen, and its values in their order, so that a
 * catalogue is one literal (`export const { labels: X_LABELS, values: XS } = labelledList({…})`).
 */
export function labelledList<const L extends Readonly<Record<string, string>>>(
  labels: L,
): { labels: Readonly<L>; values: readonly [keyof L & string, ...(keyof L & string)[]] } {
  return { labels: Object.freeze(labels), values: valuesOf<keyof L & string>(labels) };
}
