import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CourseResponse } from '@halaqa/shared/courses';
import { responseSerializer } from './response-serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);

describe('response serializer', () => {
  it('writes only the properties of the schema, so a stray field never leaks', () => {
    const schema = z.object({ id: z.string(), name: z.string() });
    const json = serialize(schema, { id: 'u1', name: 'Sara', passwordHash: 'secret' });
    expect(JSON.parse(json)).toEqual({ id: 'u1', name: 'Sara' });
  });

  it('keeps nulls, leaves out missing optionals and writes nested arrays of objects', () => {
    const schema = z.object({
      items: z.array(
        z.object({ n: z.number(), tag: z.enum(['a', 'b']), note: z.string().optional() }),
      ),
      next: z.string().nullable(),
      ok: z.boolean(),
    });
    const data = {
      items: [
        { n: 1, tag: 'a', extra: 1 },
        { n: 2.5, tag: 'b', note: 'x' },
      ],
      next: null,
      ok: true,
    };
    expect(JSON.parse(serialize(schema, data))).toEqual({
      items: [
        { n: 1, tag: 'a' },
        { n: 2.5, tag: 'b', note: 'x' },
      ],
      next: null,
      ok: true,
    });
  });

  it('escapes text as JSON does', () => {
    const schema = z.object({ text: z.string() });
    const text = '"quoted" </script> \\ \n ﷺ 😀 \u2028';
    expect(JSON.parse(serialize(schema, { text }))).toEqual({ text });
  });

  it('refuses an answer that lacks a required property instead of writing a wrong one', () => {
    const schema = z.object({ id: z.string(), name: z.string() });
    expect(() => serialize(schema, { id: 'u1' })).toThrow(/name/);
  });

  it('writes the shared API schemas the routes answer with', () => {
    const course = {
      id: 'c1',
      title: 'SWE 106',
      description: 'Intro',
      major: 'Software',
      university: 'KSU',
      createdAt: '2026-11-23T09:00:00.000Z',
    };
    const json = serialize(CourseResponse, {
      course: { ...course, searchKey: 'swe106' },
      onDashboard: false,
    });
    expect(CourseResponse.parse(JSON.parse(json))).toEqual(
      CourseResponse.parse({ course, onDashboard: false }),
    );
  });
});
