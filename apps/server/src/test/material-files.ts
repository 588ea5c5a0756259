import { buildDocx, buildPdf, buildPptx } from '@halaqa/generator/extract/extract-test-documents';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MaterialFile } from '@halaqa/shared/materials';
import { startS3Server } from './s3-server.ts';
import { Client, databases, startTestApp, type DbKind, type TestApp } from './test-app.ts';

/** Small real documents of each material type, made by the test. */
export async function materialSamples() {
  const cfb = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
  return {
    pdf: Buffer.from(await buildPdf([[{ text: 'Week 1: Introduction', top: 72 }]])),
    docx: Buffer.from(await buildDocx(['Lecture notes'])),
    pptx: Buffer.from(await buildPptx([{ title: 'Slide one', body: ['A point'] }])),
    /** A legacy Office (OLE compound file) header, as .doc and .ppt files start. */
    ole: cfb,
  };
}

/** Uploads `bytes` as `name` into a section through the API, as the browser's form does. */
export function uploadMaterial(
  client: Client,
  courseId: string,
  sectionId: string,
  name: string,
  bytes: Buffer | Uint8Array,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return client.request('POST', `/api/courses/${courseId}/sections/${sectionId}/files`, form);
}

export async function createSection(client: Client, courseId: string, name = 'Lectures') {
  const res = await client.post(`/api/courses/${courseId}/sections`, { name });
  if (res.status !== 201) throw new Error(`section failed: ${res.status} ${res.text}`);
  return res.json.section.id as string;
}

export type Samples = Awaited<ReturnType<typeof materialSamples>>;

/** Every materials rule runs on both databases and both storage drivers (a real S3 server). */
export const materialsMatrix = databases.flatMap((db) => [
  [db, 'local folder'],
  [db, 'S3 bucket'],
]) as [DbKind, string][];

/**
 * The app of one cell of the matrix, started before the block's tests and closed after, with
 * the helpers that look at what it stored. Read `t` and `samples` inside tests.
 */
export function materialsApp(kind: DbKind, driver: string) {
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  const m = {
    t: undefined as unknown as TestApp,
    samples: undefined as unknown as Samples,
    /** The names of the objects stored for a course, wherever the driver keeps them. */
    async storedFiles(courseId: string): Promise<string[]> {
      if (s3) return (await s3.keys(`courseFiles/${courseId}/`)).map((k) => path.basename(k));
      const dir = path.join(m.t.dataDir, 'storage', 'courseFiles', courseId);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile() && !d.name.endsWith('.meta'))
        .map((d) => d.name);
    },
    async recordCount(courseId: string): Promise<number> {
      const rows = await m.t.db.kysely
        .selectFrom('files')
        .select('id')
        .where('courseId', '=', courseId)
        .execute();
      return rows.length;
    },
    async filesOf(courseId: string, sectionId: string, client = new Client(m.t.url)) {
      const res = await client.get(`/api/courses/${courseId}/sections/${sectionId}/files`);
      expect(res.status).toBe(200);
      return res.json.files as MaterialFile[];
    },
  };
  beforeAll(async () => {
    s3 = driver === 'S3 bucket' ? await startS3Server() : undefined;
    m.t = await startTestApp(kind, s3?.env);
    m.samples = await materialSamples();
  });
  afterAll(async () => {
    await m.t.close();
    await s3?.close();
  });
  return m;
}
