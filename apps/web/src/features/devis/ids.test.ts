import { describe, expect, it } from 'vitest';
import { decryptPathId, encryptPathId, serveFileUrl } from './ids.ts';

describe('encrypted ids of the quote links', () => {
  it('reads back the ids it writes, and nothing else', () => {
    expect(decryptPathId(encryptPathId(42))).toBe(42);
    expect(decryptPathId('42')).toBeNull();
    expect(decryptPathId(null)).toBeNull();
  });

  it('builds a serve-file address', () => {
    expect(
      serveFileUrl({ documentTypeId: 4, filename: 'a.pdf', isDownload: true, clientId: 3 }),
    ).toMatch(/^\/uploads\/serve-file\/[A-Za-z0-9_-]+$/);
  });
});
