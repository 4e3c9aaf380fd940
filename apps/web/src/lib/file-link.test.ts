import { describe, expect, it } from 'vitest';
import { fileLinkKeys, renewDelayMs } from './file-link.ts';

describe('file links', () => {
  const now = Date.parse('2026-03-02T09:00:00Z');

  it('renews a link a minute before it expires, never sooner than every 10 s', () => {
    const link = (expires: string) => ({
      url: '/uploads/serve-file/x?grant=y',
      expires_at: expires,
    });
    expect(renewDelayMs(link('2026-03-02T09:05:00Z'), now)).toBe(4 * 60_000);
    expect(renewDelayMs(link('2026-03-02T09:00:30Z'), now)).toBe(10_000);
    expect(renewDelayMs(undefined, now)).toBe(false);
  });

  it('keys a link by file and by download or inline', () => {
    const file = { documentTypeId: 4, filename: 'a.pdf', isDownload: true };
    expect(fileLinkKeys.file(file)).not.toEqual(fileLinkKeys.file({ ...file, isDownload: false }));
  });
});
