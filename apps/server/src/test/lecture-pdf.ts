import {
  buildEncryptedPdf,
  buildImageOnlyPdf,
  buildPdf,
} from '@halaqa/generator/extract/extract-test-documents';
import { cellBiologyLecture } from '@halaqa/generator/offline/test-lecture';
import type { Client } from './test-app.ts';

/**
 * The generator's six-slide cell biology lecture as a real PDF, one slide a page; its first
 * `slides` only for a file that holds fewer questions (four slides give 12 of 15).
 */
export async function lecturePdf(slides = 6): Promise<Buffer> {
  const pages = cellBiologyLecture()
    .pages.slice(0, slides)
    .map((page) =>
      page.text
        .split('\n')
        .map((text, i) => ({ text: text.replace('•', '-'), top: 72 + i * 18, size: 10 })),
    );
  return Buffer.from(await buildPdf(pages));
}

export const imageOnlyPdf = async () => Buffer.from(await buildImageOnlyPdf(3));
export const encryptedPdf = () => Buffer.from(buildEncryptedPdf());

/** Posts a generation form as the spec's client does: the file first, then the fields. */
export function postGeneration(
  client: Client,
  kind: 'quiz' | 'flashcards',
  file: { name: string; bytes: Buffer } | null,
  fields: Record<string, string>,
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.request(
    'POST',
    kind === 'quiz' ? '/api/generate-quiz' : '/api/generate-flashcards',
    form,
  );
}

/** Polls /check-status until the job has ended, and returns its last answer. */
export async function waitForJob(
  client: Client,
  started: { thread_id: string; run_id: string },
  ms = 60_000,
) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await client.get(
      `/check-status?thread_id=${started.thread_id}&run_id=${started.run_id}`,
    );
    if (res.status !== 200) throw new Error(`check-status: ${res.status} ${res.text}`);
    if (res.json.status === 'done' || res.json.status === 'failed') return res.json;
    if (Date.now() > until) throw new Error(`job still ${res.json.status} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
