import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES, type MaterialFile } from '@halaqa/shared/materials';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { createSection, materialSamples, uploadMaterial } from '../../test/material-files.ts';
import { openStream } from '../../test/event-stream.ts';
import {
  Client,
  databases,
  eventually,
  signUp,
  startTestApp,
  type DbKind,
  type TestApp,
} from '../../test/test-app.ts';
import { startS3Server } from '../../test/s3-server.ts';

type Samples = Awaited<ReturnType<typeof materialSamples>>;

// Every rule on both databases and both storage drivers (a real S3-compatible server).
const matrix = databases.flatMap((db) => [
  [db, 'local folder'],
  [db, 'S3 bucket'],
]) as [DbKind, string][];

describe.each(matrix)('course materials on %s with a %s', (kind, driver) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let samples: Samples;
  beforeAll(async () => {
    s3 = driver === 'S3 bucket' ? await startS3Server() : undefined;
    t = await startTestApp(kind, s3?.env);
    samples = await materialSamples();
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** The names of the objects stored for a course, wherever the driver keeps them. */
  const storedFiles = async (courseId: string) => {
    if (s3) return (await s3.keys(`courseFiles/${courseId}/`)).map((k) => path.basename(k));
    const dir = path.join(t.dataDir, 'storage', 'courseFiles', courseId);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.endsWith('.meta'))
      .map((d) => d.name);
  };
  const recordCount = async (courseId: string) =>
    (await t.db.kysely.selectFrom('files').select('id').where('courseId', '=', courseId).execute())
      .length;
  const filesOf = async (courseId: string, sectionId: string, client = new Client(t.url)) => {
    const res = await client.get(`/api/courses/${courseId}/sections/${sectionId}/files`);
    expect(res.status).toBe(200);
    return res.json.files as MaterialFile[];
  };

  describe('sections', () => {
    it('creates trimmed sections, lists them in order, and refuses a duplicate in any letter case', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const res = await client.post(`/api/courses/${course.id}/sections`, { name: '  Week 1  ' });
      expect(res.status).toBe(201);
      expect(res.json.section).toMatchObject({ name: 'Week 1' });
      await createSection(client, course.id, 'Week 2');
      const dup = await client.post(`/api/courses/${course.id}/sections`, { name: 'WEEK 1' });
      expect([dup.status, dup.json.error.message]).toEqual([409, MATERIAL_MESSAGES.sectionExists]);
      const list = await new Client(t.url).get(`/api/courses/${course.id}/sections`);
      expect(list.json.sections.map((s: { name: string }) => s.name)).toEqual(['Week 1', 'Week 2']);
      // The same name in another course is fine.
      await createSection(client, (await buildCourse(t.db)).id, 'Week 1');
    });

    it('refuses an empty or over-long name, visitors, and a course that does not exist', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      expect(
        (await client.post(`/api/courses/${course.id}/sections`, { name: '   ' })).status,
      ).toBe(400);
      const long = await client.post(`/api/courses/${course.id}/sections`, {
        name: 'x'.repeat(61),
      });
      expect([long.status, long.json.error.message]).toEqual([
        400,
        MATERIAL_MESSAGES.sectionTooLong,
      ]);
      expect(
        (await client.post(`/api/courses/${course.id}/sections`, { name: 'x'.repeat(60) })).status,
      ).toBe(201);
      expect(
        (await new Client(t.url).post(`/api/courses/${course.id}/sections`, { name: 'A' })).status,
      ).toBe(401);
      expect((await client.post('/api/courses/nope/sections', { name: 'A' })).status).toBe(404);
      const list = await new Client(t.url).get(`/api/courses/${course.id}/sections`);
      expect(list.json.sections).toHaveLength(1);
    });
  });

  describe('uploads', () => {
    it.each([
      ['pdf', 'Week 1 Notes.pdf', 'application/pdf'],
      [
        'docx',
        'notes.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'pptx',
        'slides.pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      ['ole', 'old.doc', 'application/msword'],
      ['ole', 'old.ppt', 'application/vnd.ms-powerpoint'],
    ] as const)('stores a %s file named %j and serves it back', async (sample, name, type) => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t, { name: 'Uploader Person' });
      const sectionId = await createSection(client, course.id);
      const res = await uploadMaterial(client, course.id, sectionId, name, samples[sample]);
      expect(res.status).toBe(201);
      const file = res.json.file as MaterialFile;
      expect(file).toMatchObject({
        fileName: name,
        size: samples[sample].length,
        uploaderName: 'Uploader Person',
        mine: true,
        likes: 0,
      });
      const ext = name.split('.').pop();
      expect(file.storedName).toMatch(
        new RegExp(
          `^${name.slice(0, -ext!.length - 1).replaceAll(' ', '_')}_[a-z0-9]{5}\\.${ext}$`,
        ),
      );
      const served = await fetch(t.url + file.url);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-disposition')).toMatch(
        sample === 'pdf' ? /^inline/ : /^attachment/,
      );
      expect(Buffer.from(await served.arrayBuffer()).equals(samples[sample])).toBe(true);
      expect((await filesOf(course.id, sectionId)).map((f) => f.id)).toEqual([file.id]);
    });

    it('lists a section newest first, with size, uploader and time', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
        await uploadMaterial(client, course.id, sectionId, name, samples.pdf);
      const files = await filesOf(course.id, sectionId);
      expect(files.map((f) => f.fileName)).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
      expect(
        files.every((f) => f.size === samples.pdf.length && !Number.isNaN(Date.parse(f.createdAt))),
      ).toBe(true);
    });

    it.each([
      [
        'an .exe renamed .pdf',
        'setup.pdf',
        () => Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(600)]),
        400,
        MATERIAL_MESSAGES.contentMismatch,
      ],
      [
        'a PDF renamed .docx',
        'notes.docx',
        (s: Samples) => s.pdf,
        400,
        MATERIAL_MESSAGES.contentMismatch,
      ],
      [
        'a Word file renamed .pdf',
        'notes.pdf',
        (s: Samples) => s.docx,
        400,
        MATERIAL_MESSAGES.contentMismatch,
      ],
      ['a zero-byte file', 'empty.pdf', () => Buffer.alloc(0), 400, MATERIAL_MESSAGES.emptyFile],
      ['a text file', 'notes.txt', () => Buffer.from('hello'), 400, MATERIAL_MESSAGES.wrongType],
      [
        'a file without an extension',
        'README',
        (s: Samples) => s.pdf,
        400,
        MATERIAL_MESSAGES.wrongType,
      ],
    ])('refuses %s and keeps nothing', async (_, name, bytes, status, message) => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      const res = await uploadMaterial(client, course.id, sectionId, name, bytes(samples));
      expect([res.status, res.json.error.message]).toEqual([status, message]);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it("refuses an 11 MB PDF with 413 'File is too large. The maximum size is 10MB.'", async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      const big = Buffer.concat([samples.pdf, Buffer.alloc(11 * 1024 * 1024)]);
      const res = await uploadMaterial(client, course.id, sectionId, 'big.pdf', big);
      expect([res.status, res.json.error.message]).toEqual([413, MATERIAL_MESSAGES.tooLarge]);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it('stores every one of several large uploads that arrive at once', async () => {
      // Their bodies arrive faster than storage takes them; none may be taken for interrupted.
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      const big = Buffer.concat([samples.pdf, Buffer.alloc(9 * 1024 * 1024)]);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          uploadMaterial(client, course.id, sectionId, `big-${i}.pdf`, big),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(await storedFiles(course.id)).toHaveLength(6);
    });

    it('stores hostile names safely: ../, NUL and 300 characters', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      const names = ['../../../../etc/evil.pdf', 'nul\u0000name.pdf', `${'n'.repeat(296)}.pdf`];
      for (const name of names) {
        const res = await uploadMaterial(client, course.id, sectionId, name, samples.pdf);
        expect(res.status).toBe(201);
        expect(res.json.file.storedName).toMatch(/^[\w.-]+$/);
        expect(res.json.file.storedName.length).toBeLessThanOrEqual(50 + 1 + 5 + 4);
      }
      const stored = await storedFiles(course.id);
      expect(stored).toHaveLength(3);
      expect(stored[0]).not.toContain('/');
      expect(existsSync(path.join(t.dataDir, 'storage', 'etc'))).toBe(false);
    });

    it('keeps no record and no object when the connection drops halfway through', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      const cookie = client.cookieHeader();
      const boundary = 'halaqa-drop';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      await new Promise<void>((resolve) => {
        const req = httpRequest(`${t.url}/api/courses/${course.id}/sections/${sectionId}/files`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(5 * 1024 * 1024),
          },
        });
        req.on('error', () => resolve());
        req.write(head);
        req.write(Buffer.concat([samples.pdf, Buffer.alloc(1024 * 1024)]));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
      await eventually(async () => {
        const partial = path.join(t.dataDir, 'partial-uploads');
        const left = existsSync(partial) ? readdirSync(partial) : [];
        return left.length === 0 ? true : undefined;
      });
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it('refuses visitors, and sections or courses that do not exist', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const sectionId = await createSection(client, course.id);
      expect(
        (await uploadMaterial(new Client(t.url), course.id, sectionId, 'a.pdf', samples.pdf))
          .status,
      ).toBe(401);
      const noSection = await uploadMaterial(client, course.id, 'nope', 'a.pdf', samples.pdf);
      expect([noSection.status, noSection.json.error.message]).toEqual([
        404,
        MATERIAL_MESSAGES.sectionNotFound,
      ]);
      expect(
        (await uploadMaterial(client, 'no-course', sectionId, 'a.pdf', samples.pdf)).status,
      ).toBe(404);
      const other = await buildCourse(t.db);
      expect((await uploadMaterial(client, other.id, sectionId, 'a.pdf', samples.pdf)).status).toBe(
        404,
      );
      expect(await recordCount(course.id)).toBe(0);
    });
  });

  describe('deleting, reactions and reports', () => {
    async function uploaded() {
      const course = await buildCourse(t.db);
      const owner = await signUp(t, { name: 'Owner' });
      const sectionId = await createSection(owner.client, course.id);
      const res = await uploadMaterial(
        owner.client,
        course.id,
        sectionId,
        'notes.pdf',
        samples.pdf,
      );
      return { course, owner, sectionId, file: res.json.file as MaterialFile };
    }

    it("refuses another learner's delete with the spec's message, and lets the owner and admins delete", async () => {
      const { course, owner, file } = await uploaded();
      const other = await signUp(t);
      const refused = await other.client.delete(`/api/materials/${file.id}`);
      expect([refused.status, refused.json.error.message]).toEqual([
        403,
        MATERIAL_MESSAGES.notYours,
      ]);
      expect(await recordCount(course.id)).toBe(1);
      expect((await owner.client.delete(`/api/materials/${file.id}`)).status).toBe(200);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
      expect((await fetch(t.url + file.url)).status).toBe(404);
      expect((await owner.client.delete(`/api/materials/${file.id}`)).status).toBe(404);
      const second = await uploaded();
      const admin = await signUpAdmin(t);
      expect((await admin.client.delete(`/api/materials/${second.file.id}`)).status).toBe(200);
    });

    it('toggles likes and dislikes exclusively, and ends consistent after parallel presses', async () => {
      const { course, sectionId, file } = await uploaded();
      const { client } = await signUp(t);
      const press = (r: 'like' | 'dislike') =>
        client.put(`/api/materials/${file.id}/reaction`, { reaction: r });
      expect((await press('like')).json).toEqual({ likes: 1, dislikes: 0, myReaction: 'like' });
      expect((await press('dislike')).json).toEqual({
        likes: 0,
        dislikes: 1,
        myReaction: 'dislike',
      });
      expect((await press('dislike')).json).toEqual({ likes: 0, dislikes: 0, myReaction: null });
      await Promise.all(Array.from({ length: 20 }, () => press('like')));
      expect((await filesOf(course.id, sectionId, client))[0]).toMatchObject({
        likes: 0,
        dislikes: 0,
        myReaction: null,
      });
      expect(
        (await new Client(t.url).put(`/api/materials/${file.id}/reaction`, { reaction: 'like' }))
          .status,
      ).toBe(401);
    });

    it('reports a file through the same flow, and an admin deletes it from the queue', async () => {
      const { course, owner, file } = await uploaded();
      const reporter = await signUp(t);
      const admin = await signUpAdmin(t);
      const own = await owner.client.post('/api/reports', {
        type: 'Material',
        itemId: file.id,
        reason: 'x',
      });
      expect(own.status).toBe(403);
      const res = await reporter.client.post('/api/reports', {
        type: 'Material',
        itemId: file.id,
        reason: 'Copyrighted',
      });
      expect(res.status).toBe(201);
      const queue = (await admin.client.get('/api/admin/reports')).json.reports as {
        id: string;
        itemId: string;
        snapshot: string;
        offenderName: string;
        item: { link: string };
      }[];
      const report = queue.find((r) => r.itemId === file.id);
      expect(report).toMatchObject({
        snapshot: 'notes.pdf',
        offenderName: 'Owner',
        item: { link: `/material/${course.id}?section=Lectures` },
      });
      const flag = await admin.client.post(`/api/admin/reports/${report?.id}/action`, {
        action: 'flag',
      });
      expect(flag.status).toBe(409);
      const del = await admin.client.post(`/api/admin/reports/${report?.id}/action`, {
        action: 'delete',
      });
      expect(del.status).toBe(200);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it('tells open pages of the course about new sections, files, reactions and deletes', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const stream = await openStream(`${t.url}/api/courses/${course.id}/events`);
      try {
        const sectionId = await createSection(client, course.id, 'Live');
        await stream.next((m) => (m as { kind: string }).kind === 'section-added');
        const res = await uploadMaterial(client, course.id, sectionId, 'live.pdf', samples.pdf);
        const id = res.json.file.id as string;
        const is = (kind: string) => (m: unknown) =>
          (m as { kind: string; id: string }).kind === kind && (m as { id: string }).id === id;
        await stream.next(is('file-added'));
        await client.put(`/api/materials/${id}/reaction`, { reaction: 'like' });
        await stream.next(is('file-reacted'));
        await client.delete(`/api/materials/${id}`);
        await stream.next(is('file-deleted'));
      } finally {
        stream.close();
      }
    });

    it('removes sections, records and stored objects with the course', async () => {
      const { course, file } = await uploaded();
      const admin = await signUpAdmin(t);
      expect((await admin.client.delete(`/api/courses/${course.id}`)).status).toBe(200);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
      const sections = await t.db.kysely
        .selectFrom('sections')
        .select('id')
        .where('courseId', '=', course.id)
        .execute();
      expect(sections).toEqual([]);
      expect((await fetch(t.url + file.url)).status).toBe(404);
    });
  });
});
