import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';

describe('disk storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'storage-'));
  const storage = createDiskStorage(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads and removes a file by key', async () => {
    await storage.put('devis/abc.pdf', Buffer.from('%PDF-1.7'));
    expect(await storage.exists('devis/abc.pdf')).toBe(true);
    expect((await storage.read('devis/abc.pdf')).toString()).toBe('%PDF-1.7');
    await storage.remove('devis/abc.pdf');
    expect(await storage.exists('devis/abc.pdf')).toBe(false);
  });

  it('refuses a file that would leave less free space than kept, writing nothing (issue 22)', async () => {
    const { statfs } = await import('node:fs/promises');
    const disk = await statfs(root);
    const free = disk.bavail * disk.bsize;
    const guarded = createDiskStorage(root, { minFreeBytes: free + 1024 ** 3 });
    const refused = await guarded.put('cv/full.pdf', Buffer.from('%PDF-1.7')).catch((e) => e);
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 300 });
    expect(refused.message).toMatch(/manque de place/);
    expect(await guarded.exists('cv/full.pdf')).toBe(false);
    // Below the threshold it writes as usual.
    const roomy = createDiskStorage(root, { minFreeBytes: 1024 });
    await roomy.put('cv/ok.pdf', Buffer.from('%PDF-1.7'));
    expect(await roomy.exists('cv/ok.pdf')).toBe(true);
  });

  it('refuses keys that would leave the root', async () => {
    await expect(storage.put('../evil.txt', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.put('devis/../../evil.txt', Buffer.from('x'))).rejects.toThrow();
    expect(await storage.exists('/etc/passwd')).toBe(false);
  });
});
