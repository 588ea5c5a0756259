import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage.ts';

/** Files under `root`, served back through `/api/files/<key>`; the content type sits beside each file. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async write(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write to a temporary name first so a failed upload never replaces a good file.
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
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
  };
}
