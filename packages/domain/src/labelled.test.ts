import { describe, expect, it } from 'vitest';
import { labelledList, valuesOf } from './labelled.ts';

describe('valuesOf', () => {
  it('lists the keys of a labelled list in order, frozen', () => {
    const values = valuesOf({ b: 'Bé', a: 'A' });
    expect(values).toEqual(['b', 'a']);
    expect(Object.isFrozen(values)).toBe(true);
  });
});

describe('labelledList', () => {
  it('freezes the labels and lists their values in order', () => {
    const { labels, values } = labelledList({ b: 'Bé', a: 'A' });
    expect(labels).toEqual({ b: 'Bé', a: 'A' });
    expect(Object.isFrozen(labels)).toBe(true);
    expect(values).toEqual(['b', 'a']);
    expect(Object.isFrozen(values)).toBe(true);
  });
});
