import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../config.ts';
import { startS3Server } from '../test/s3-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** A body that yields `bytes` in 64 KB chunks, then fails with `error` when given. */
function bodyOf(bytes: Buffer, error?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
      if (error) throw error;
    })(),
  );
}

interface Driver {
  storage: Storage;
  /** Every key the driver holds, however it keeps them. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function localDriver(): Promise<Driver> {
  const dir = mkdtempSync(path.join(tmpdir(), 'halaqa-storage-'));
  const root = path.join(dir, 'storage');
  const storage = createLocalStorage(root, path.join(dir, 'partial'));
  return {
    storage,
    async keys() {
      const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
        (d) => d.isFile() && !d.name.endsWith('.meta'),
      );
      const partial = readdirSync(dir).includes('partial')
        ? readdirSync(path.join(dir, 'partial'))
        : [];
      return [
        ...files.map((d) => path.relative(root, path.join(d.parentPath, d.name))),
        ...partial.map((p) => `partial/${p}`),
      ];
    },
    async close() {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function s3Driver(): Promise<Driver> {
  const server = await startS3Server();
  const storage = createS3Storage(server.options);
  return {
    storage,
    // Parts of an unfinished multipart upload are kept too, and billed, though no listing shows them.
    keys: async () => [
      ...(await server.keys()),
      ...server.pendingUploads().map((id) => `multipart-upload/${id}`),
    ],
    async close() {
      await storage.close();
      await server.close();
    },
  };
}

describe.each([
  ['local folder', localDriver],
  ['S3-compatible bucket', s3Driver],
] as const)('storage contract: %s', (_, start) => {
  let d: Driver;
  beforeAll(async () => {
    d = await start();
  });
  afterAll(() => d.close());

  it('writes a stream and reads back the same bytes, type and size', async () => {
    const bytes = Buffer.from('%PDF-1.4 some lecture');
    expect(
      await d.storage.write('courseFiles/c1/s1/a.pdf', bodyOf(bytes), 'application/pdf'),
    ).toEqual({ size: bytes.length });
    const object = await d.storage.read('courseFiles/c1/s1/a.pdf');
    expect(object?.contentType).toBe('application/pdf');
    expect(object?.size).toBe(bytes.length);
    expect((await text(object!.body)).equals(bytes)).toBe(true);
  });

  it('answers null for a key that does not exist, and deletes idempotently', async () => {
    expect(await d.storage.read('courseFiles/none/x.pdf')).toBeNull();
    await d.storage.write('courseFiles/c2/b.pdf', bodyOf(Buffer.from('x')), 'application/pdf');
    await d.storage.delete('courseFiles/c2/b.pdf');
    expect(await d.storage.read('courseFiles/c2/b.pdf')).toBeNull();
    await d.storage.delete('courseFiles/c2/b.pdf');
  });

  it('replaces an object written again under the same key', async () => {
    await d.storage.write('profilePictures/u1', bodyOf(Buffer.from('old')), 'image/webp');
    await d.storage.write('profilePictures/u1', bodyOf(Buffer.from('newer')), 'image/png');
    const object = await d.storage.read('profilePictures/u1');
    expect(object?.contentType).toBe('image/png');
    expect((await text(object!.body)).toString()).toBe('newer');
  });

  it('streams a 12 MB body in parts and reads it back whole', async () => {
    const bytes = Buffer.alloc(12 * 1024 * 1024, 7);
    bytes.write('start', 0);
    bytes.write('end', bytes.length - 3);
    expect(
      (await d.storage.write('courseFiles/big/b.pdf', bodyOf(bytes), 'application/pdf')).size,
    ).toBe(bytes.length);
    expect((await text((await d.storage.read('courseFiles/big/b.pdf'))!.body)).equals(bytes)).toBe(
      true,
    );
  });

  it('rejects with the body’s own error when the body fails halfway, and keeps nothing', async () => {
    const before = await d.keys();
    const failure = new Error('The upload was interrupted.');
    const bytes = Buffer.alloc(7 * 1024 * 1024, 1);
    await expect(
      d.storage.write('courseFiles/c3/half.pdf', bodyOf(bytes, failure), 'application/pdf'),
    ).rejects.toBe(failure);
    expect(await d.storage.read('courseFiles/c3/half.pdf')).toBeNull();
    expect(await d.keys()).toEqual(before);
  });

  it('refuses keys that would leave their folder', async () => {
    await expect(
      d.storage.write('../escape', bodyOf(Buffer.from('x')), 'text/plain'),
    ).rejects.toThrow(/Unsafe storage key/);
    await expect(d.storage.read('courseFiles/../../etc/passwd')).rejects.toThrow(
      /Unsafe storage key/,
    );
  });
});

describe('S3 settings', () => {
  const base = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'halaqa-config-')),
    LOG_LEVEL: 'silent',
  };

  it('turns the S3 driver on with S3_BUCKET, and leaves the local folder otherwise', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it('refuses one S3 key without the other, and a malformed endpoint', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('refuses an endpoint or keys without S3_BUCKET, rather than quietly keeping files locally', () => {
    expect(() =>
      loadConfig({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: ' ', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
  });

  it('lists a mismatched key pair together with every other bad setting, never the secret', () => {
    let message = '';
    try {
      loadConfig({
        ...base,
        PORT: 'eighty',
        S3_BUCKET: 'files',
        S3_SECRET_ACCESS_KEY: 'hunter2-secret',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/);
    expect(message).not.toContain('hunter2');
  });
});
