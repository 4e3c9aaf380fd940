import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Responses are written by fast-json-stringify from the JSON Schema of their zod response schema:
 * like zod's serializer it writes only the fields the contract declares (nothing else ever leaves
 * the API), at a fraction of the cost (docs/decisions.md, bench/README.md). Under test the zod
 * serializer runs instead, so that any response that does not match its contract fails the suite.
 * A schema that has no JSON Schema form falls back to the zod serializer.
 */
export function createSerializerCompiler(options: {
  strict: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  // 212 routes have 118 distinct response schemas: each is compiled once (start-up time,
  // docs/health.md).
  const compiled = new Map<string, (data: unknown) => string>();
  return (routeSchema) => {
    const strict = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    if (options.strict) return strict;
    try {
      const jsonSchema = z.toJSONSchema(routeSchema.schema, {
        io: 'output',
        unrepresentable: 'any',
        target: 'draft-7',
      });
      const key = JSON.stringify(jsonSchema);
      let serialize = compiled.get(key);
      if (!serialize) {
        serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
        compiled.set(key, serialize);
      }
      return serialize;
    } catch {
      return strict;
    }
  };
}
