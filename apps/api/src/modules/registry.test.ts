import { describe, expect, it } from 'vitest';
import type { HandlerMap } from '../plugins/contract-routes.ts';
import { mergeHandlers } from './registry.ts';

/* Wiring the modules' handlers: a call handled by two modules stops the start. */

const handler = (() => ({})) as unknown as NonNullable<HandlerMap['getDevis']>;

describe('mergeHandlers', () => {
  it('puts the maps of several modules together', () => {
    const merged = mergeHandlers({ getDevis: handler }, {});
    expect(Object.keys(merged)).toEqual(['getDevis']);
  });

  it('refuses a call handled twice instead of letting the last module win', () => {
    expect(() => mergeHandlers({ getDevis: handler }, { getDevis: handler })).toThrow(
      'Appel « getDevis » déclaré par deux modules.',
    );
  });
});
