import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createSerializerCompiler } from './fast-serializer.ts';

const schema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number(),
    email: z.string(),
    photo: z.string().nullable(),
    created_at: z.iso.datetime(),
  }),
});
const compile = (strict: boolean) =>
  createSerializerCompiler({ strict })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const row = {
  success: true,
  data: {
    id: 7,
    email: 'a@exemple.fr',
    photo: null,
    created_at: '2026-03-02T09:00:00.000Z',
    password_hash: '$argon2id$secret',
  },
};

describe('response serializer', () => {
  it('writes only the fields of the contract, in production mode', () => {
    const json = JSON.parse(compile(false)(row));
    expect(json).toEqual({
      success: true,
      data: { id: 7, email: 'a@exemple.fr', photo: null, created_at: '2026-03-02T09:00:00.000Z' },
    });
  });

  it('writes only the fields of the contract, and refuses a response off its schema, in strict mode', () => {
    expect(JSON.parse(compile(true)(row)).data).not.toHaveProperty('password_hash');
    expect(() => compile(true)({ success: true, data: { id: 'sept' } })).toThrow();
  });
});
