import type JSZip from 'jszip';
import { extractError } from './extract-errors.ts';
import type { DocumentKind } from './raw-document.ts';

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  pptx: 'pptx',
  docx: 'docx',
  txt: 'txt',
  md: 'txt',
};

// Besides these, an empty type and application/octet-stream say nothing and are accepted.
// Some Windows browsers send a generic ZIP type for Office files when Office is not installed.
const CONTENT_TYPES: Record<DocumentKind, string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  pptx: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
    'application/x-zip-compressed',
  ],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
    'application/x-zip-compressed',
  ],
  txt: ['text/plain', 'text/markdown', 'text/x-markdown'],
};
const NEUTRAL_CONTENT_TYPES = ['', 'application/octet-stream'];

/** The kind a file name promises; other extensions (.doc, .ppt, .png …) are unsupported. */
export function kindFromFileName(fileName: string): DocumentKind {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const kind = KIND_BY_EXTENSION[extension];
  if (!kind) throw extractError('unsupported');
  return kind;
}

export function assertContentTypeFits(kind: DocumentKind, contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (NEUTRAL_CONTENT_TYPES.includes(type) || CONTENT_TYPES[kind].includes(type)) return;
  throw extractError('type_mismatch');
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  // PDF readers accept the header anywhere in the first KB (some files start with junk).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Which Office format an opened ZIP is, judged by its parts rather than its name. */
export function officeKind(zip: JSZip): 'pptx' | 'docx' | undefined {
  if (!zip.file('[Content_Types].xml')) return undefined;
  const names = Object.keys(zip.files);
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  return undefined;
}

/** The text of a plain-text file: valid UTF-8 without NUL bytes, else undefined. */
export function decodePlainText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}
