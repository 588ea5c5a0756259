import type { Client } from './test-app.ts';

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
