/** A small seeded generator (mulberry32): the same seed gives the same quiz on every machine. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = (Math.floor(seed) ^ 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generator of one item's own, from the seed and the item's key: the same seed and key give the
 * same draws whatever else the document holds, so a change to one item leaves the others as they were.
 */
export function keyedRandom(seed: number, key: string): Random {
  // FNV-1a over the key's UTF-16 code units.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return seededRandom((Math.floor(seed) ^ hash) >>> 0);
}

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
