import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const db = openDb(config);
await migrateToLatest(db);
const app = await buildApp({ config, db });
app.addHook('onClose', async () => db.close());

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
