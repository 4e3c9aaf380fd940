// The product for the web bench: `npm start` on a fresh data directory, removed when it stops,
// also on an error or Ctrl-C.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onInterrupt } from '../lib/interrupt.ts';
import { stopAllGroups } from '../lib/process-groups.ts';
import { startProduct, type RunningProduct } from '../lib/start-product.ts';

export async function startFreshProduct(): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'maisonnee-bench-web-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  // Registered before the start: a Ctrl-C while it builds or migrates stops it too.
  const forget = onInterrupt(async () => {
    await stopAllGroups();
    removeData();
  });
  try {
    const product = await startProduct({ dataDir, env: { RATE_LIMIT_MAX: '1000000' } });
    let stopping: Promise<void> | undefined;
    // The server closes its database (SIGTERM) before its directory is removed.
    const stop = () =>
      (stopping ??= product.stop().finally(() => {
        removeData();
        forget();
      }));
    onInterrupt(stop);
    return { ...product, stop };
  } catch (error) {
    removeData();
    forget();
    throw error;
  }
}
