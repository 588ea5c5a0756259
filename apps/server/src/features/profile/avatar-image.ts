import { pipeline, type Readable } from 'node:stream';
import sharp from 'sharp';

/** The largest picture accepted, in pixels: a 'pixel flood' (tiny file, huge picture) is refused. */
export const AVATAR_MAX_PIXELS = 4096 * 4096;
const AVATAR_SIZE = 512;

/** sharp's words for a picture over the pixel limit. */
export const isPixelFlood = (err: unknown) =>
  err instanceof Error && /exceeds pixel limit/i.test(err.message);

/**
 * The avatar decoded and encoded again as WebP, at most 512 × 512: metadata (location, camera)
 * is dropped, the orientation it recorded applied first. Errors of `source` (too large) and of
 * decoding (not a picture, too many pixels) reach the returned stream.
 */
export function reencodeAvatar(source: Readable): Readable {
  const image = sharp({ limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 });
  return pipeline(source, image, () => {});
}
