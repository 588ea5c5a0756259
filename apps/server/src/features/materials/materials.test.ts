import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES, type MaterialFile } from '@halaqa/shared/materials';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import {
  createSection,
  materialsApp,
  materialsMatrix,
  uploadMaterial,
} from '../../test/material-files.ts';
import { openStream } from '../../test/event-stream.ts';
import { Client, signUp } from '../../test/test-app.ts';

describe.each(materialsMatrix)('course materials on %s with a %s', (kind, driver) => {
  const m = materialsApp(kind, driver);
  const { storedFiles, recordCount, filesOf } = m;

  describe('sections', () => {
    it('creates trimmed sections, lists them in order, and refuses a duplicate in any letter case', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const res = await client.post(`/api/courses/${course.id}/sections`, { name: '  Week 1  ' });
      expect(res.status).toBe(201);
      expect(res.json.section).toMatchObject({ name: 'Week 1' });
      await createSection(client, course.id, 'Week 2');
      const dup = await client.post(`/api/courses/${course.id}/sections`, { name: 'WEEK 1' });
      expect([dup.status, dup.json.error.message]).toEqual([409, MATERIAL_MESSAGES.sectionExists]);
      const list = await new Client(m.t.url).get(`/api/courses/${course.id}/sections`);
      expect(list.json.sections.map((s: { name: string }) => s.name)).toEqual(['Week 1', 'Week 2']);
      // The same name in another course is fine.
      await createSection(client, (await buildCourse(m.t.db)).id, 'Week 1');
    });

    it('refuses an empty or over-long name, visitors, and a course that does not exist', async () => {
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
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
        (await new Client(m.t.url).post(`/api/courses/${course.id}/sections`, { name: 'A' }))
          .status,
      ).toBe(401);
      expect((await client.post('/api/courses/nope/sections', { name: 'A' })).status).toBe(404);
      const list = await new Client(m.t.url).get(`/api/courses/${course.id}/sections`);
      expect(list.json.sections).toHaveLength(1);
    });
  });

  describe('deleting, reactions and reports', () => {
    async function uploaded() {
      const course = await buildCourse(m.t.db);
      const owner = await signUp(m.t, { name: 'Owner' });
      const sectionId = await createSection(owner.client, course.id);
      const res = await uploadMaterial(
        owner.client,
        course.id,
        sectionId,
        'notes.pdf',
        m.samples.pdf,
      );
      return { course, owner, sectionId, file: res.json.file as MaterialFile };
    }

    it("refuses another learner's delete with the spec's message, and lets the owner and admins delete", async () => {
      const { course, owner, file } = await uploaded();
      const other = await signUp(m.t);
      const refused = await other.client.delete(`/api/materials/${file.id}`);
      expect([refused.status, refused.json.error.message]).toEqual([
        403,
        MATERIAL_MESSAGES.notYours,
      ]);
      expect(await recordCount(course.id)).toBe(1);
      expect((await owner.client.delete(`/api/materials/${file.id}`)).status).toBe(200);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
      expect((await fetch(m.t.url + file.url)).status).toBe(404);
      expect((await owner.client.delete(`/api/materials/${file.id}`)).status).toBe(404);
      const second = await uploaded();
      const admin = await signUpAdmin(m.t);
      expect((await admin.client.delete(`/api/materials/${second.file.id}`)).status).toBe(200);
    });

    it('toggles likes and dislikes exclusively, and ends consistent after parallel presses', async () => {
      const { course, sectionId, file } = await uploaded();
      const { client } = await signUp(m.t);
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
        (await new Client(m.t.url).put(`/api/materials/${file.id}/reaction`, { reaction: 'like' }))
          .status,
      ).toBe(401);
    });

    it('reports a file through the same flow, and an admin deletes it from the queue', async () => {
      const { course, owner, file } = await uploaded();
      const reporter = await signUp(m.t);
      const admin = await signUpAdmin(m.t);
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
      const course = await buildCourse(m.t.db);
      const { client } = await signUp(m.t);
      const stream = await openStream(`${m.t.url}/api/courses/${course.id}/events`);
      try {
        const sectionId = await createSection(client, course.id, 'Live');
        await stream.next((m) => (m as { kind: string }).kind === 'section-added');
        const res = await uploadMaterial(client, course.id, sectionId, 'live.pdf', m.samples.pdf);
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
      const admin = await signUpAdmin(m.t);
      expect((await admin.client.delete(`/api/courses/${course.id}`)).status).toBe(200);
      expect(await recordCount(course.id)).toBe(0);
      expect(await storedFiles(course.id)).toEqual([]);
      const sections = await m.t.db.kysely
        .selectFrom('sections')
        .select('id')
        .where('courseId', '=', course.id)
        .execute();
      expect(sections).toEqual([]);
      expect((await fetch(m.t.url + file.url)).status).toBe(404);
    });
  });
});
