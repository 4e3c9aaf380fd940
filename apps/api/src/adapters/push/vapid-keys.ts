import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';

/** A VAPID key pair, base64url (public: the 65-byte P-256 point; private: the 32-byte scalar). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE_NAME = 'vapid.json';

function isKeyPair(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    Buffer.from(publicKey, 'base64url').length === 65 &&
    Buffer.from(privateKey, 'base64url').length === 32
  );
}

async function readKeys(path: string): Promise<VapidKeys | 'missing' | 'invalid'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isKeyPair(parsed)
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * The VAPID keys of this deployment: the configured pair, else the pair kept in
 * `<dataDir>/vapid.json`, else a pair generated now and kept there (mode 0600). The new file is
 * written aside then linked into place, which fails when another instance got there first: every
 * instance then reads and uses the one file that won, so all sign with the same key.
 */
export async function loadVapidKeys(options: {
  publicKey: string | undefined;
  privateKey: string | undefined;
  dataDir: string;
  warn: (message: string) => void;
}): Promise<VapidKeys> {
  if (options.publicKey || options.privateKey) {
    const configured = { publicKey: options.publicKey, privateKey: options.privateKey };
    if (!isKeyPair(configured))
      throw new Error(
        'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : une paire de clés P-256 en base64url (npx web-push generate-vapid-keys).',
      );
    return configured;
  }
  const path = join(options.dataDir, FILE_NAME);
  const existing = await readKeys(path);
  if (typeof existing === 'object') return existing;

  await mkdir(options.dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  try {
    if (existing === 'invalid') {
      // An unreadable file is replaced (rename overwrites); the read below keeps whichever won.
      options.warn(`${path} illisible : une nouvelle paire de clés VAPID le remplace.`);
      await rename(temporary, path);
    } else {
      try {
        await link(temporary, path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // A file system without hard links: rename (the read below still keeps the last one).
        if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS')
          await rename(temporary, path);
        else if (code !== 'EEXIST') throw error;
      }
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  const kept = await readKeys(path);
  if (typeof kept !== 'object') throw new Error(`Clés VAPID illisibles dans ${path}.`);
  return kept;
}
