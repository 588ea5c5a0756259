import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

// A build as Vite writes it: hashed assets with .br and .gz twins, public files at the root.
const dist = mkdtempSync(path.join(tmpdir(), 'halaqa-dist-'));
const script = 'console.log("Halaqa");'.repeat(100);
const favicon = Buffer.from([0, 0, 1, 0, 1, 0]);
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
writeFileSync(path.join(dist, 'favicon.ico'), favicon);
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));

describe('serving the built web app', () => {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'halaqa-web-')),
    LOG_LEVEL: 'silent',
  });
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = openDb(config);
    await migrateToLatest(db);
    app = await buildApp({ config, db, webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends hashed assets brotli- or gzip-compressed, cached for a year as immutable', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every visit, for / and for app routes', async () => {
    for (const url of ['/', '/login', '/course/123']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers /robots.txt and /favicon.ico with the real files, not the app page', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe(readFileSync(path.join(dist, 'robots.txt'), 'utf8'));
    expect(robots.headers['cache-control']).toBe('no-cache');

    const icon = await app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    expect(icon.rawPayload).toEqual(favicon);
  });

  it('answers 404 for an unknown file under /assets/ instead of the app page', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/missing.css', '/assets/a/b']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });
});
