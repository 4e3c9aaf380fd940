// The reference server of the API benchmark: bare Fastify, no plugins, no logger.
// Started by api.bench.ts in its own process, like the API, so both pay the same costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });

app.get('/', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
