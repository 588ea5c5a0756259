import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); AWS when unset. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** The SDK's own credential chain (AWS_* variables, instance roles) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts of a multipart upload: S3's minimum, so a 10 MB file is two parts, never held whole. */
const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3-compatible bucket, served back through `/api/files/<key>` like the local
 * driver's (the server keeps its permission checks and one origin). Bodies stream through a
 * multipart upload; a body that fails aborts it, so nothing is left behind.
 */
export function createS3Storage(options: S3Options): Storage {
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer
    // streaming checksum encoding.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(config);
  const Bucket = options.bucket;
  const inFlight = new Set<Upload>();
  // Idempotent: S3 answers a delete of a missing key with success.
  const remove = async (key: string) => {
    assertSafeKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };

  return {
    async write(key, body, contentType) {
      assertSafeKey(key);
      let size = 0;
      let bodyError: Error | undefined;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const Body = new PassThrough();
      pipeline(body, counter, Body, (err) => {
        if (err) bodyError = err;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      inFlight.add(upload);
      try {
        await upload.done();
      } catch (err) {
        // The body's own failure (too large, interrupted) is the one callers act on.
        throw bodyError ?? err;
      } finally {
        inFlight.delete(upload);
      }
      // The body failed after its last byte went up: the object is complete but unwanted.
      if (bodyError) {
        await remove(key);
        throw bodyError;
      }
      return { size };
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: res.Body as Readable,
          contentType: res.ContentType ?? 'application/octet-stream',
          size: Number(res.ContentLength ?? 0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    delete: remove,
    publicUrl: (key) => `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    async close() {
      await Promise.allSettled([...inFlight].map((u) => u.abort()));
      client.destroy();
    },
  };
}
