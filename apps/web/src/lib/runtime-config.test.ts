import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_META_NAME, forgetRuntimeConfig, runtimeConfig } from './runtime-config.ts';

function setMeta(content: string | null): void {
  document.head.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = CONFIG_META_NAME;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  setMeta(null);
  forgetRuntimeConfig();
  vi.unstubAllEnvs();
});

describe('runtime config', () => {
  it('reads the server config the API put in the page', () => {
    setMeta(
      JSON.stringify({
        idSecret: 'clé-du-serveur',
        publicUrl: 'https://app.maisonnee.fr',
        sessionMaxAgeSeconds: 86400,
      }),
    );
    vi.stubEnv('VITE_ID_SECRET', 'clé-du-build');
    expect(runtimeConfig()).toEqual({
      idSecret: 'clé-du-serveur',
      publicUrl: 'https://app.maisonnee.fr',
      sessionMaxAgeSeconds: 86400,
    });
  });

  it('reads the page once', () => {
    setMeta(JSON.stringify({ idSecret: 'première' }));
    expect(runtimeConfig().idSecret).toBe('première');
    setMeta(JSON.stringify({ idSecret: 'seconde' }));
    expect(runtimeConfig().idSecret).toBe('première');
    forgetRuntimeConfig();
    expect(runtimeConfig().idSecret).toBe('seconde');
  });

  it('falls back to the build values when the placeholder was not replaced (dev server, app)', () => {
    setMeta('__MAISONNEE_CONFIG__');
    vi.stubEnv('VITE_ID_SECRET', 'clé-du-build');
    vi.stubEnv('VITE_PUBLIC_URL', 'http://localhost:8080');
    expect(runtimeConfig()).toEqual({
      idSecret: 'clé-du-build',
      publicUrl: 'http://localhost:8080',
      sessionMaxAgeSeconds: 30 * 24 * 3600,
    });
  });

  it('falls back per value, and on a missing or unreadable meta', () => {
    setMeta(JSON.stringify({ publicUrl: 'https://app.maisonnee.fr', sessionMaxAgeSeconds: -1 }));
    vi.stubEnv('VITE_ID_SECRET', 'clé-du-build');
    expect(runtimeConfig()).toEqual({
      idSecret: 'clé-du-build',
      publicUrl: 'https://app.maisonnee.fr',
      sessionMaxAgeSeconds: 30 * 24 * 3600,
    });
    for (const content of ['{pas du json', '"texte"', null]) {
      setMeta(content);
      forgetRuntimeConfig();
      expect(runtimeConfig().idSecret).toBe('clé-du-build');
    }
  });
});
