import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { readEnvFile } from './env-file.ts';
import { openDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { listenErrorMessage, runningLine } from './startup-messages.ts';

readEnvFile();
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
    // A stalled client must not hold the shutdown: past the deadline its connection is closed
    // (an upload in flight then removes its partial file), and past another 5 s we leave anyway.
    setTimeout(() => {
      app.log.warn('shutdown deadline reached: closing the remaining connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 5000).unref();
    }, config.timeouts.shutdown * 1000).unref();
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

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  const message = listenErrorMessage(err, config);
  if (!message) throw err;
  console.error(message);
  await app.close();
  process.exit(1);
}
// For people; on stderr so stdout stays one JSON log record per line.
console.error(runningLine(config));
