import { z } from 'zod';
import { Reaction } from './comments.ts';
import { hasHiddenOrControl, hiddenOrControlMessage } from './text.ts';

/** Spec §9: the material picker's extensions. */
export const MATERIAL_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'] as const;
export type MaterialExtension = (typeof MATERIAL_EXTENSIONS)[number];
/** The picker's `accept` attribute. */
export const MATERIAL_ACCEPT = MATERIAL_EXTENSIONS.map((e) => `.${e}`).join(',');
export const SECTION_NAME_MAX = 60;
/** Spec §9: the stored name keeps at most 50 characters of the base name. */
export const STORED_BASE_MAX = 50;
export const STORED_SUFFIX_LENGTH = 5;
/** The name a file is shown with is cut to this many characters. */
export const FILE_NAME_MAX = 200;

/** The spec's material texts (§4, §5, §8), plus the few it leaves open. */
export const MATERIAL_MESSAGES = {
  selectSection: 'Please select a section before uploading.',
  selectFile: 'Please select a file to upload.',
  uploaded: 'File uploaded successfully!',
  uploadFailed: 'Upload failed. Please try again.',
  recordFailed: 'File uploaded but failed to update database.',
  deleteFailed: 'Failed to delete the file.',
  deleted: 'File deleted.',
  exists: 'This file already exists. Please rename or upload a different file.',
  notYours: "You can only delete your own files unless you're an admin.",
  tooLarge: 'File is too large. The maximum size is 10MB.',
  wrongType: 'Only PDF, Word (.doc, .docx) and PowerPoint (.ppt, .pptx) files can be uploaded.',
  contentMismatch: "The file's content does not match its extension.",
  emptyFile: 'The file is empty.',
  noFiles: 'No files uploaded yet in this section.',
  chooseSection: 'Please select a section to view files.',
  selectPlaceholder: 'Select a section...',
  sectionExists: 'A section with this name already exists.',
  sectionTooLong: `A section name can be at most ${SECTION_NAME_MAX} characters.`,
  sectionNotFound: 'This section no longer exists.',
  fileNotFound: 'This file no longer exists.',
} as const;

/** The last segment of a path a client sent as a file name (browsers send only that anyway). */
const lastSegment = (name: string) => name.split(/[\\/]/).pop() ?? '';

/** The extension of a file name, lower-case, without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const last = lastSegment(name);
  const dot = last.lastIndexOf('.');
  return dot > 0 && dot < last.length - 1 ? last.slice(dot + 1).toLowerCase() : '';
}

export const isMaterialExtension = (ext: string): ext is MaterialExtension =>
  (MATERIAL_EXTENSIONS as readonly string[]).includes(ext);

// Storage keys take ASCII word characters, dots, hyphens and Arabic letters (storage.ts).
const UNSAFE = /[^A-Za-z0-9_.\-\u0600-\u06FF]/gu;

/**
 * Spec §5 "Upload": the base name cut to 50 characters, an underscore, a 5-character random
 * suffix and the extension, spaces turned into underscores. Path parts are dropped and any other
 * character a storage key cannot hold becomes an underscore too.
 */
export function storedFileName(original: string, suffix: string): string {
  const last = lastSegment(original);
  const ext = extensionOf(last);
  const base = ext ? last.slice(0, last.length - ext.length - 1) : last;
  const safeBase = [...base.replace(UNSAFE, '_')].slice(0, STORED_BASE_MAX).join('') || 'file';
  return `${safeBase}_${suffix}${ext ? `.${ext.replace(UNSAFE, '_')}` : ''}`;
}

/** The name a file is listed with: its last path segment without hidden characters, cut. */
export function displayFileName(original: string): string {
  const cleaned = [...lastSegment(original)]
    .filter((c) => !hasHiddenOrControl(c))
    .join('')
    .trim();
  return [...cleaned].slice(0, FILE_NAME_MAX).join('');
}

export const NewSectionBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'A section needs a name.' })
    .max(SECTION_NAME_MAX, { error: MATERIAL_MESSAGES.sectionTooLong })
    .refine((v) => !hasHiddenOrControl(v), { error: hiddenOrControlMessage('A section name') }),
});
export type NewSectionBody = z.input<typeof NewSectionBody>;

export const Section = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type Section = z.infer<typeof Section>;
export const SectionList = z.object({ sections: z.array(Section) });
export const CreatedSection = z.object({ section: Section });

export const SectionParams = z.object({
  id: z.string().min(1).max(100),
  sectionId: z.string().min(1).max(100),
});
export const MaterialParams = z.object({ id: z.string().min(1).max(100) });

export const MaterialFile = z.object({
  id: z.string(),
  sectionId: z.string(),
  fileName: z.string(),
  storedName: z.string(),
  /** Opens the file: PDFs in the browser, Office files as a download. */
  url: z.string(),
  size: z.number().int(),
  uploaderName: z.string(),
  /** The viewer uploaded it: they may delete it and may not report it. */
  mine: z.boolean(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  myReaction: Reaction.nullable(),
  createdAt: z.string(),
});
export type MaterialFile = z.infer<typeof MaterialFile>;
export const MaterialFileList = z.object({ files: z.array(MaterialFile) });
export type MaterialFileList = z.infer<typeof MaterialFileList>;
export const CreatedMaterialFile = z.object({ file: MaterialFile });
