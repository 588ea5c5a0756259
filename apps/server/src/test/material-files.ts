import { buildDocx, buildPdf, buildPptx } from '@halaqa/generator/extract/extract-test-documents';
import type { Client } from './test-app.ts';

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
