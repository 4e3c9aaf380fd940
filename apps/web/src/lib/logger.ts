/**
 * The one place the app writes to the console. Client and network errors are only logged
 * (specification section 8): no toast, no dialog.
 */
export const logger = {
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  },
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  },
};
