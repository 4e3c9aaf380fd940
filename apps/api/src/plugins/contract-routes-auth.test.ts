import type { endpoints } from '@maisonnee/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { AuthContext } from '../lib/access.ts';
import type { AuthOf, HandlerContext } from './contract-routes.ts';

type E = typeof endpoints;

/*
 * A protected handler receives its caller from the contract layer, never `null` (issue 23): the
 * modules no longer cast `auth` themselves. These assertions fail to compile when the type widens.
 */
describe('the caller a handler receives', () => {
  it('is a non-null AuthContext on a protected endpoint', () => {
    expectTypeOf<AuthOf<E['authUser']>>().toEqualTypeOf<AuthContext>();
    expectTypeOf<HandlerContext<E['getFacture']>['auth']>().toEqualTypeOf<AuthContext>();
  });

  it('is null on a public endpoint (optionalAuth reads a token when one is sent)', () => {
    expectTypeOf<AuthOf<E['signin']>>().toEqualTypeOf<null>();
  });
});
