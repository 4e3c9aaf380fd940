import { describe, expect, it } from 'vitest';
import { SKILL_ICONS, SKILLS, isSkillId } from './skills.ts';

describe('SKILLS', () => {
  it('names the five services in French', () => {
    expect(SKILLS).toEqual({
      1: 'Entretien du domicile et repassage',
      2: 'Accompagnement et aide aux personnes dépendantes',
      3: 'Baby-sitting',
      4: "Garde d'enfants",
      5: 'Gouvernante',
    });
  });

  it('gives every service a distinct icon', () => {
    const icons = Object.values(SKILL_ICONS);
    expect(Object.keys(SKILL_ICONS)).toEqual(Object.keys(SKILLS));
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(SKILLS)).toBe(true);
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
