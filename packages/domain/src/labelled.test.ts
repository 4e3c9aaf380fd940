import { describe, expect, it } from 'vitest';
import { valuesOf } from './labelled.ts';

describe('valuesOf', () => {
  it('lists the keys of a labelled list in order, frozen', () => {
    const values = valuesOf({ b: 'Bé', a: 'A' });
    expect(values).toEqual(['b', 'a']);
    expect(Object.isFrozen(values)).toBe(true);
  });
});
