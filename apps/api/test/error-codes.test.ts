import { REFUSAL_STATUS } from '@maisonnee/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, errorEnvelopeSchema, GENERAL_ERROR_STATUS } from '@maisonnee/contract';

const errorsDoc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');

describe('error codes', () => {
  it('gives every business refusal a 409 or a 422, or a 403 when the caller is not the one it waits for', () => {
    for (const [code, status] of Object.entries(REFUSAL_STATUS)) {
      expect([403, 409, 422], code).toContain(status);
    }
    // 403 only for the two rules about who acts: someone else's contract, a link no longer valid.
    expect(
      Object.entries(REFUSAL_STATUS)
        .filter(([, status]) => status === 403)
        .map(([code]) => code)
        .sort(),
    ).toEqual(['CANDIDATURE_LINK_INVALID', 'CONTRAT_AUTRE_SIGNATAIRE']);
  });

  it('never redefines a general code as a refusal', () => {
    const general = Object.keys(GENERAL_ERROR_STATUS);
    expect(Object.keys(REFUSAL_STATUS).filter((code) => general.includes(code))).toEqual([]);
  });

  it('lists every code with its status in docs/errors.md', () => {
    const missing = Object.entries(ERROR_STATUS).filter(
      ([code, status]) => !new RegExp(`\\| \`${code}\`\\s*\\| ${status} `).test(errorsDoc),
    );
    expect(missing).toEqual([]);
  });

  it('accepts a refusal with details and refuses an unknown code', () => {
    const refusal = {
      success: false,
      error: {
        code: 'TOO_FAR_FROM_ADDRESS',
        message: 'Vous êtes à 200 m du domicile du client.',
        details: { distance_m: 200 },
      },
    };
    expect(errorEnvelopeSchema.safeParse(refusal).success).toBe(true);
    const unknown = { ...refusal, error: { ...refusal.error, code: 'SOMETHING_ELSE' } };
    expect(errorEnvelopeSchema.safeParse(unknown).success).toBe(false);
  });
});
