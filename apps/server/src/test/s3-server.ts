import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';

interface Context {
  method: string;
  query: Record<string, unknown>;
  status: number;
}
type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: Middleware[];
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// s3rver ships no types; this is the part of it the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

export const TEST_BUCKET = 'halaqa-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on an ephemeral port, with one empty bucket. */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'halaqa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  // s3rver keeps the parts of unfinished multipart uploads here, one folder per upload.
  const uploadsDir = path.join(directory, TEST_BUCKET, '._S3rver_uploads');
  // s3rver lacks AbortMultipartUpload (it answers 405), which S3 and MinIO have: without it a
  // test could not tell a driver that aborts from one that leaves its parts behind.
  server.middleware.unshift(async (ctx, next) => {
    const id = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof id !== 'string' || !/^[0-9a-f]+$/.test(id)) {
      return next();
    }
    rmSync(path.join(uploadsDir, id), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: KEYS,
  });
  return {
    endpoint,
    /** The settings that point Halaqa at this server. */
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    options: {
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: KEYS,
    },
    /** Every key in the bucket under `prefix`. */
    async keys(prefix = ''): Promise<string[]> {
      const res = await client.send(
        new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }),
      );
      return (res.Contents ?? []).map((o) => o.Key as string);
    },
    /** The ids of multipart uploads begun and neither completed nor aborted. */
    pendingUploads(): string[] {
      try {
        return readdirSync(uploadsDir);
      } catch {
        return [];
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
