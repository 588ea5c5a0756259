import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { grantAdmins } from './auth/admins.ts';
import { registerErrorHandler } from './errors.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { Storage } from './storage/storage.ts';
import { registerWebApp } from './web/static.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    auth: Auth;
    mailer: Mailer;
    storage: Storage;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Defaults to the local folder `DATA_DIR/storage`. */
  storage?: Storage;
  webDist?: string;
}

/** Builds the whole server around an open, migrated database; tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('storage', deps.storage ?? createLocalStorage(path.join(config.dataDir, 'storage')));
  app.decorate('auth', createAuth({ config, db, mailer, log: app.log }));
  app.decorateRequest('sessionUser', null);
  app.addHook('onClose', async () => mailer.close());

  await grantAdmins(db, config.adminEmails);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(multipart);
  await app.register(swagger, {
    openapi: { info: { title: 'Halaqa API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(filesRoutes);
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, deps.webDist);
  return app;
}
