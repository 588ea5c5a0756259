import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES, type MaterialFile } from '@halaqa/shared/materials';
import { buildCourse } from '../../test/factories.ts';
import {
  createSection,
  materialsApp,
  materialsMatrix,
  uploadMaterial,
  type Samples,
} from '../../test/material-files.ts';
import { Client, eventually, signUp } from '../../test/test-app.ts';

describe.each(materialsMatrix)('material uploads on %s with a %s', (kind, driver) => {
  const m = materialsApp(kind, driver);
  const { storedFiles, recordCount, filesOf } = m;

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
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t, { name: 'Uploader Person' });
      const sectionId = await createSection(client, course.id);
      const res = await uploadMaterial(client, course.id, sectionId, name, m.samples[sample]);
      expect(res.status).toBe(201);
      const file = res.json.file as MaterialFile;
      expect(file).toMatchObject({
        fileName: name,
        size: m.samples[sample].length,
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
      const served = await fetch(m.t.url + file.url);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-disposition')).toMatch(
        sample === 'pdf' ? /^inline/ : /^attachment/,
      );
      expect(Buffer.from(await served.arrayBuffer()).equals(m.samples[sample])).toBe(true);
      expect((await filesOf(course.id, sectionId)).map((f) => f.id)).toEqual([file.id]);
    });

    it('lists a section newest first, with size, uploader and time', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
        await uploadMaterial(client, course.id, sectionId, name, m.samples.pdf);
      const files = await filesOf(course.id, sectionId);
      expect(files.map((f) => f.fileName)).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
      expect(
        files.every(
          (f) => f.size === m.samples.pdf.length && !Number.isNaN(Date.parse(f.createdAt)),
        ),
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
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      const res = await uploadMaterial(client, course.id, sectionId, name, bytes(m.samples));
      expect([res.status, res.json.error.message]).toEqual([status, message]);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it("refuses an 11 MB PDF with 413 'File is too large. The maximum size is 10MB.'", async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      const big = Buffer.concat([m.samples.pdf, Buffer.alloc(11 * 1024 * 1024)]);
      const res = await uploadMaterial(client, course.id, sectionId, 'big.pdf', big);
      expect([res.status, res.json.error.message]).toEqual([413, MATERIAL_MESSAGES.tooLarge]);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it('stores every one of several large uploads that arrive at once', async () => {
      // Their bodies arrive faster than storage takes them; none may be taken for interrupted.
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      const big = Buffer.concat([m.samples.pdf, Buffer.alloc(9 * 1024 * 1024)]);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          uploadMaterial(client, course.id, sectionId, `big-${i}.pdf`, big),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(await storedFiles(course.id)).toHaveLength(6);
    });

    it('stores hostile names safely: ../, NUL and 300 characters', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      const names = ['../../../../etc/evil.pdf', 'nul\u0000name.pdf', `${'n'.repeat(296)}.pdf`];
      for (const name of names) {
        const res = await uploadMaterial(client, course.id, sectionId, name, m.samples.pdf);
        expect(res.status).toBe(201);
        expect(res.json.file.storedName).toMatch(/^[\w.-]+$/);
        expect(res.json.file.storedName.length).toBeLessThanOrEqual(50 + 1 + 5 + 4);
      }
      const stored = await storedFiles(course.id);
      expect(stored).toHaveLength(3);
      expect(stored[0]).not.toContain('/');
      expect(existsSync(path.join(m.t.dataDir, 'storage', 'etc'))).toBe(false);
    });

    it('keeps no record and no object when the connection drops halfway through', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      const cookie = client.cookieHeader();
      const boundary = 'halaqa-drop';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      await new Promise<void>((resolve) => {
        const req = httpRequest(`${m.t.url}/api/courses/${course.id}/sections/${sectionId}/files`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(5 * 1024 * 1024),
          },
        });
        req.on('error', () => resolve());
        req.write(head);
        req.write(Buffer.concat([m.samples.pdf, Buffer.alloc(1024 * 1024)]));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
      await eventually(async () => {
        const partial = path.join(m.t.dataDir, 'partial-uploads');
        const left = existsSync(partial) ? readdirSync(partial) : [];
        return left.length === 0 ? true : undefined;
      });
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
    });

    it('refuses visitors, and sections or courses that do not exist', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const sectionId = await createSection(client, course.id);
      expect(
        (await uploadMaterial(new Client(m.t.url), course.id, sectionId, 'a.pdf', m.samples.pdf))
          .status,
      ).toBe(401);
      const noSection = await uploadMaterial(client, course.id, 'nope', 'a.pdf', m.samples.pdf);
      expect([noSection.status, noSection.json.error.message]).toEqual([
        404,
        MATERIAL_MESSAGES.sectionNotFound,
      ]);
      expect(
        (await uploadMaterial(client, 'no-course', sectionId, 'a.pdf', m.samples.pdf)).status,
      ).toBe(404);
      const other = await buildCourse(m.t.db);
      expect(
        (await uploadMaterial(client, other.id, sectionId, 'a.pdf', m.samples.pdf)).status,
      ).toBe(404);
      expect(await recordCount(course.id)).toBe(0);
    });
  });
});
