import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { databases, startTestApp, type TestApp } from './test/test-app.ts';

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-config-'));

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_URL');
  });

  it('keeps hot reads 30 s by default, 0 turns that off, and over 5 minutes is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).readCacheSeconds).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '0' }).readCacheSeconds).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, READ_CACHE_SECONDS: '301' })).toThrow(
      'READ_CACHE_SECONDS must be at most 300, got "301".',
    );
  });

  it('says what is wrong with each setting in a sentence, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'abc',
        HOST: '',
        LOG_LEVEL: 'loud',
        RATE_LIMIT_WINDOW: '2.5',
        SMTP_URL: 'http://user:hunter2@mail',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Halaqa cannot start; fix these settings:',
      '  PORT must be a number, got "abc".',
      '  HOST must not be empty, got "".',
      '  SMTP_URL must start with smtp:// or smtps://.',
      '  RATE_LIMIT_WINDOW must be a whole number, got "2.5".',
      '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    ]);
  });

  it('has working defaults and keeps a generated secret across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.databaseUrl).toBeUndefined();
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: ' A@x.com, b@Y.com ,' }).adminEmails,
    ).toEqual(['a@x.com', 'b@y.com']);
  });
});

describe.each(databases)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health and readiness, with security headers', async () => {
    const health = await fetch(`${t.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await (await fetch(`${t.url}/api/ready`)).json()).toEqual({ status: 'ready' });
  });

  it('answers /api/ready with 503 once the database is unreachable, while /api/health still answers', async () => {
    const own = await startTestApp(kind);
    try {
      expect((await fetch(`${own.url}/api/ready`)).status).toBe(200);
      await own.db.close();
      const ready = await fetch(`${own.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        error: { code: 'not_ready', message: 'Database not reachable.' },
      });
      expect((await fetch(`${own.url}/api/health`)).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('answers /api/ready with 503 until the migrations have run', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'halaqa-unmigrated-')),
      LOG_LEVEL: 'silent',
    });
    const db = openDb(config);
    const app = await buildApp({ config, db });
    try {
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.message).toBe('Database migrations have not run.');
      await migrateToLatest(db);
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('serves an OpenAPI description at /api/docs', async () => {
    const docs = (await (await fetch(`${t.url}/api/docs`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(docs.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.paths)).toContain('/api/account/sign-up');
  });

  it('runs migrations again without harm', async () => {
    await migrateToLatest(t.db);
    expect((await fetch(`${t.url}/api/ready`)).status).toBe(200);
  });
});

describe('web app serving', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-web-'));
  const dist = mkdtempSync(path.join(tmpdir(), 'halaqa-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Halaqa</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(path.join(dist, 'assets'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDb(config);

  it('serves the landing page and files, falls back to index.html for app routes, and 404s unknown API paths as JSON', async () => {
    await migrateToLatest(db);
    const app = await buildApp({ config, db, webDist: dist });
    try {
      expect((await app.inject('/app.js')).body).toBe('console.log(1)');
      for (const url of ['/', '/course/123', '/community?q=CS']) {
        const page = await app.inject(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.body, url).toContain('<div id="root">');
      }
      const folder = await app.inject('/assets/');
      expect(folder.statusCode).toBe(403);
      expect(folder.json()).toEqual({
        error: { code: 'forbidden', message: 'You are not allowed to do this.' },
      });
      const api = await app.inject('/api/nothing-here');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
