/** How a person is addressed (civilité), as forms offer it and records store it. */
export const CIVILITES = Object.freeze(['M.', 'Mme'] as const);
export type Civilite = (typeof CIVILITES)[number];

/** True for one of the two civilités; anything else (null, 'Mlle', '') is not one. */
export function isCivilite(value: unknown): value is Civilite {
  return (CIVILITES as readonly unknown[]).includes(value);
}
