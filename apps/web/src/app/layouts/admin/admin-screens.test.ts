import { endpoints } from '@maisonnee/contract';
import { BACK_OFFICE_ROLES } from '@maisonnee/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../rest-routes.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { ADMIN_SCREENS, canOpenScreen, screenAt, screenRoles } from './admin-screens.ts';
import { ADMIN_SECTIONS, sectionsFor } from './admin-sections.ts';

/** The roles of docs/roles.md's « Screens of the back office » table. */
const EXPECTED: Record<string, number[]> = {
  '/admin': [1, 2, 3, 4],
  '/admin/messagerie': [1, 2, 3, 4],
  '/admin/messagerie/:id': [1, 2, 3, 4],
  '/admin/clients': [1, 2, 3, 4],
  '/admin/clients/:id': [1, 2, 3, 4],
  '/admin/planning': [1, 2, 3],
  '/admin/devis': [1, 3, 4],
  '/admin/devis/nouveau': [1, 3],
  '/admin/scenarios/nouveau': [1, 3],
  '/admin/factures': [1, 4],
  '/admin/factures/impayes': [1, 4],
  '/admin/factures/attestations': [1, 4],
  '/admin/releves': [1, 3, 4],
  '/admin/financeurs': [1, 2, 3, 4],
  '/admin/recrutement': [1, 2],
  '/admin/recrutement/candidats': [1, 2],
  '/admin/recrutement/candidats/:id': [1, 2, 3, 4],
  '/admin/annonces': [1, 2, 3],
  '/admin/equipe': [1],
  '/admin/statistiques': [1, 2, 3, 4],
  '/admin/exports': [1, 4],
  '/admin/parametres': [1],
};

/** Every path declared under /admin in the route table (the not-found route aside). */
function adminRoutePaths(): string[] {
  const admin = restRoutes.find((route) => route.path === 'admin');
  const paths: string[] = [];
  const walk = (children: RouteObject[] | undefined) => {
    for (const child of children ?? []) {
      if (child.index) paths.push('/admin');
      else if (child.path && child.path !== '*') paths.push(`/admin/${child.path}`);
      walk(child.children);
    }
  };
  walk(admin?.children);
  return paths;
}

describe('back-office screens by role', () => {
  it('has one row for every /admin route', () => {
    expect(ADMIN_SCREENS.map((screen) => screen.path).sort()).toEqual(adminRoutePaths().sort());
  });

  it.each(ADMIN_SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s: the back-office roles the contract lets make all its calls',
    (path, screen) => {
      // Computed here from the contract itself, not from the web's mirror of it.
      const fromContract = BACK_OFFICE_ROLES.filter((role) =>
        screen.calls.every((call) => {
          const access = endpoints[call].access;
          return (
            access.kind === 'user' &&
            (access.roles === 'any' || (access.roles as readonly number[]).includes(role))
          );
        }),
      );
      expect(screenRoles(screen)).toEqual(fromContract);
      expect(screenRoles(screen)).toEqual(EXPECTED[path]);
    },
  );

  it('finds the screen of a path, with or without a trailing slash or an id', () => {
    expect(screenAt('/admin/factures')?.path).toBe('/admin/factures');
    expect(screenAt('/admin/factures/')?.path).toBe('/admin/factures');
    expect(screenAt('/admin/clients/abc')?.path).toBe('/admin/clients/:id');
    expect(screenAt('/admin/recrutement')?.path).toBe('/admin/recrutement');
    expect(screenAt('/admin/nimporte')).toBeNull();
  });

  it('administrators open every screen; an operator without a back-office role none', () => {
    for (const screen of ADMIN_SCREENS) {
      expect(canOpenScreen(makeUser({ roles_ids: [1] }), screen)).toBe(true);
      expect(canOpenScreen(makeUser({ roles_ids: [5] }), screen)).toBe(false);
    }
    expect(sectionsFor(makeUser({ roles_ids: [1] }))).toEqual(ADMIN_SECTIONS);
  });

  it('two roles open what either opens', () => {
    const factures = screenAt('/admin/factures');
    expect(factures && canOpenScreen(makeUser({ roles_ids: [2] }), factures)).toBe(false);
    expect(factures && canOpenScreen(makeUser({ roles_ids: [2, 4] }), factures)).toBe(true);
  });
});
