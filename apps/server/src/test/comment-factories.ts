import { expect } from 'vitest';
import type { Comment } from '@halaqa/shared/comments';
import { Client, type TestApp } from './test-app.ts';

/** Posts a comment (or a reply) through the API and returns its id; fails the test otherwise. */
export async function postComment(
  client: Client,
  courseId: string,
  text = 'A comment.',
  parentId?: string,
): Promise<string> {
  const res = await client.post(`/api/courses/${courseId}/comments`, { text, parentId });
  if (res.status !== 201) throw new Error(`comment failed: ${res.status} ${res.text}`);
  return res.json.comment.id as string;
}

/** A course's comments as `client` (a visitor by default) sees them. */
export async function commentsOf(t: TestApp, courseId: string, client = new Client(t.url)) {
  const res = await client.get(`/api/courses/${courseId}/comments`);
  expect(res.status).toBe(200);
  return res.json.comments as Comment[];
}
