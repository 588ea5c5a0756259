import type { Readable } from 'node:stream';

/** Where files live: a local folder by default, an S3-compatible bucket at scale. */
export interface Storage {
  /** Streams `body` to `key`; rejects (and leaves nothing behind) if the stream errors. */
  write(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** A stream of the object, or null when it does not exist. */
  read(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  /** The URL a browser uses to fetch the object. */
  publicUrl(key: string): string;
  /** At shutdown: removes what writes still in progress have left. */
  close(): Promise<void>;
}

/** Storage keys are built here and nowhere else (spec §3 paths). */
export const storageKeys = {
  avatar: (userId: string) => `profilePictures/${userId}`,
  /** A file uploaded to generate a quiz or flashcards from; removed when its job ends. */
  generationSource: (id: string) => `generationSources/${id}`,
  /** Spec §7: courseFiles/{courseId}/{section}/{storedName} (the section by its id). */
  material: (courseId: string, sectionId: string, storedName: string) =>
    `courseFiles/${courseId}/${sectionId}/${storedName}`,
};

/** Keys are a few safe path segments; anything else is refused before it reaches a driver. */
export function assertSafeKey(key: string): void {
  const ok = key
    .split('/')
    .every((s) => /^[\w.\-\u0600-\u06FF]+$/u.test(s) && s !== '.' && s !== '..');
  if (!ok) throw new Error(`Unsafe storage key: ${key}`);
}
