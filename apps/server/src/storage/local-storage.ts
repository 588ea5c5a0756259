import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage.ts';

/** A partial file untouched this long belongs to no live upload (their writes keep it fresh). */
export const STALE_PARTIAL_MS = 10 * 60 * 1000;

/** Removes partial uploads left by a crash: those not written to for `staleMs`. */
export async function sweepPartials(dir: string, staleMs = STALE_PARTIAL_MS): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > staleMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Files under `root`, served back through `/api/files/<key>`; the content type sits beside each
 * file. Uploads are written to `partialDir` first (outside the keys' reach, on the same disk so
 * the final rename is atomic) and moved into place once complete.
 */
export function createLocalStorage(root: string, partialDir: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const writing = new Set<string>();
  return {
    async write(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(partialDir, { recursive: true });
      // Write to a temporary name first so a failed upload never replaces a good file.
      const tmp = path.join(partialDir, `${randomUUID()}.part`);
      writing.add(tmp);
      try {
        await pipeline(body, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      } finally {
        writing.delete(tmp);
      }
      await writeFile(`${file}.meta`, JSON.stringify({ contentType }));
      return { size: (await stat(file)).size };
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(file) as Readable, contentType, size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta`, { force: true });
    },
    publicUrl: (key) => `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    async close() {
      await Promise.all([...writing].map((tmp) => rm(tmp, { force: true })));
    },
  };
}
