// A TCP port nobody listens on, for a server a bench starts.
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

/** Asks the system for a free port on `host` (listen on port 0, read it, close). */
export async function findFreePort(host = HOST): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('aucun port attribué');
  return address.port;
}
