import { describe, expect, it } from 'vitest';
import { SKILLS, SKILL_IDS, isSkillId, skillIcon, skillLabel, skillShortLabel } from './skills.ts';

describe('SKILLS', () => {
  it('names the five services of section 3 in French', () => {
    expect(SKILL_IDS).toEqual([1, 2, 3, 4, 5]);
    expect(SKILLS[1]).toBe('Entretien du domicile et repassage');
    expect(SKILLS[2]).toMatch(/personnes dépendantes.*auxiliaire de vie/);
    expect(SKILLS[5]).toBe('Gouvernante');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(SKILLS)).toBe(true);
    expect(Object.isFrozen(SKILL_IDS)).toBe(true);
  });
});

describe('skillLabel and skillIcon', () => {
  it('give the label and the icon of a known service', () => {
    expect(skillLabel(4)).toBe("Garde d'enfants");
    expect(skillIcon(3)).toBe('baby-carriage');
  });

  it('fall back to a generic service for an unknown id', () => {
    expect(skillLabel(42)).toBe('Prestation');
    expect(skillIcon(42)).toBe('briefcase');
  });

  it('give a short name for the calendar, and the generic one for an unknown id', () => {
    expect(skillShortLabel(1)).toBe('Ménage');
    expect(skillShortLabel(42)).toBe('Prestation');
  });
});

describe('isSkillId', () => {
  it('accepts the ids 1 to 5', () => {
    for (const id of [1, 2, 3, 4, 5]) expect(isSkillId(id)).toBe(true);
  });

  it.each([0, 6, -1, 1.5, '1', null, undefined, Number.NaN])('refuses %s', (value) => {
    expect(isSkillId(value)).toBe(false);
  });
});
