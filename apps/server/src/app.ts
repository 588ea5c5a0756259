import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createAuth, userTag, type Auth } from './auth/auth.ts';
import { grantVerifiedAdmins } from './auth/admins.ts';
import { sameOriginOnly } from './auth/same-origin.ts';
import { frameworkErrorHandler, registerErrorHandler } from './errors.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createLocalStorage, STALE_PARTIAL_MS, sweepPartials } from './storage/local-storage.ts';
import { registerMultipart } from './storage/multipart.ts';
import type { Storage } from './storage/storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { registerWebApp } from './web/static.ts';
import { createSecurityHeaders } from './web/security-headers.ts';
import { responseSerializer } from './web/response-serializer.ts';
import { logRequests, requestLogging } from './logging.ts';
import { bodyDeadlines, uploadDeadline } from './timeouts.ts';
import { UPLOAD_MAX_BYTES } from '@halaqa/shared/uploads';
import { accountRoutes } from './features/account/account.routes.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { dashboardRoutes } from './features/courses/dashboard.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { materialsRoutes } from './features/materials/materials.routes.ts';
import { generationRoutes } from './features/generation/generation.routes.ts';
import { startGenerationRunner, type GenerationRunner } from './jobs/generation-runner.ts';
import { createEventBus, type EventBus } from './events/event-bus.ts';
import { LiveStreams } from './events/live-streams.ts';
import { ReadCache } from './cache/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    auth: Auth;
    mailer: Mailer;
    storage: Storage;
    events: EventBus;
    liveStreams: LiveStreams;
    readCache: ReadCache;
    generationRunner: GenerationRunner;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Defaults to the S3 bucket of the configuration, else the local folder `DATA_DIR/storage`. */
  storage?: Storage;
  webDist?: string;
}

/** Builds the whole server around an open, migrated database; tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const secure = createSecurityHeaders({ hsts: config.publicUrl.startsWith('https://') });
  const app = Fastify({
    ...requestLogging(config.logLevel),
    // A hop count trusts that many proxies nearest to us; Fastify's types only take a function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(secure),
    requestTimeout: uploadDeadline(UPLOAD_MAX_BYTES, config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  db.onConnectionError((err) =>
    app.log.warn({ err }, 'database connection lost; the next query opens a new one'),
  );
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  const partialDir = path.join(config.dataDir, 'partial-uploads');
  app.decorate(
    'storage',
    deps.storage ??
      (config.s3
        ? createS3Storage(config.s3)
        : createLocalStorage(path.join(config.dataDir, 'storage'), partialDir)),
  );
  // Partial uploads a crash left behind: swept now and every few minutes.
  await sweepPartials(partialDir);
  const sweeper = setInterval(() => void sweepPartials(partialDir), STALE_PARTIAL_MS / 2);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await app.storage.close();
  });
  const events = await createEventBus(db, config.databaseUrl, app.log);
  const liveStreams = new LiveStreams(events);
  const readCache = new ReadCache(events, app.log, { ttlSeconds: config.readCacheSeconds });
  app.decorate('events', events);
  app.decorate('liveStreams', liveStreams);
  app.decorate('readCache', readCache);
  // Open streams never finish by themselves: end them first, or closing would wait for them.
  app.addHook('preClose', async () => liveStreams.close());
  app.addHook('onClose', async () => {
    readCache.close();
    await events.close();
  });

  app.decorate(
    'auth',
    createAuth({ config, db, mailer, changed: (tags) => readCache.changed(tags), log: app.log }),
  );
  app.decorateRequest('sessionUser', null);
  app.addHook('onClose', async () => mailer.close());

  // Other instances already running hear of the grant too.
  readCache.changed((await grantVerifiedAdmins(db, config.adminEmails)).map(userTag));

  const runner = startGenerationRunner({
    db,
    storage: app.storage,
    log: app.log,
    ...config.generation,
  });
  app.decorate('generationRunner', runner);
  // Before storage and the database close: running jobs stop and are retried after a restart.
  app.addHook('preClose', async () => runner.close());

  logRequests(app, config.logLevel);
  bodyDeadlines(app, config.timeouts);
  sameOriginOnly(app, config.publicUrl);
  app.addHook('onRequest', (req, reply, done) =>
    secure(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await registerMultipart(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Halaqa API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(filesRoutes);
  await app.register(coursesRoutes);
  await app.register(dashboardRoutes);
  await app.register(commentsRoutes);
  await app.register(reportsRoutes);
  await app.register(materialsRoutes);
  await app.register(generationRoutes);
  await app.register(siteRoutes);
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, deps.webDist);
  return app;
}
