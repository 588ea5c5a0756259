import type { RawLine } from './raw-document.ts';

/** The fields of a PDF.js text item that line grouping needs. */
export interface TextPiece {
  str: string;
  dir?: string;
  transform: number[];
  width: number;
}

interface OpenLine {
  parts: string[];
  placed: { x: number; str: string }[];
  x0: number;
  x1: number;
  top: number;
  fontSize: number;
  /** Characters per font size, so the line's size is that of most of its text. */
  weights: Map<number, number>;
  rtlChars: number;
  ltrChars: number;
  lastX: number;
  lastX1: number;
}

/**
 * Groups PDF.js text pieces into lines by baseline. Pieces keep their content-stream order,
 * which already is reading order for right-to-left text and mixed runs; `viewport` is the page
 * viewport's transform, so positions are measured from the top-left corner of the page as shown.
 */
export function groupIntoLines(
  pieces: readonly TextPiece[],
  viewport: readonly number[],
): RawLine[] {
  const lines: RawLine[] = [];
  let open: OpenLine | undefined;
  for (const piece of pieces) {
    if (piece.str === '') continue;
    const [a, b, c, d, e, f] = multiply(viewport, piece.transform);
    // Rotated text (margin stamps, diagonal watermarks, axis labels) would become one line per letter.
    if (Math.abs(b) > Math.abs(a) * 0.05 || a <= 0) continue;
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
    const x = e;
    const x1 = e + piece.width;
    const top = f;
    if (open && Math.abs(top - open.top) <= 0.5 * Math.max(fontSize, open.fontSize)) {
      // Fake bold is the same text drawn twice, a fraction of a point apart.
      if (open.placed.some((p) => p.str === piece.str && Math.abs(p.x - x) < fontSize * 0.3))
        continue;
      const gap = x >= open.lastX ? x - open.lastX1 : open.lastX - x1;
      const previous = open.parts[open.parts.length - 1] ?? '';
      if (gap > fontSize * 0.2 && !/\s$/.test(previous) && !/^\s/.test(piece.str)) {
        open.parts.push(' ');
      }
      addPiece(open, piece, x, x1, fontSize);
      continue;
    }
    if (open) lines.push(closeLine(open));
    open = {
      parts: [],
      placed: [],
      x0: x,
      x1,
      top,
      fontSize,
      weights: new Map(),
      rtlChars: 0,
      ltrChars: 0,
      lastX: x,
      lastX1: x1,
    };
    addPiece(open, piece, x, x1, fontSize);
  }
  if (open) lines.push(closeLine(open));
  return lines.filter((line) => line.text.trim() !== '');
}

function addPiece(line: OpenLine, piece: TextPiece, x: number, x1: number, fontSize: number): void {
  const { str } = piece;
  line.parts.push(str);
  if (piece.dir === 'rtl') line.rtlChars += str.length;
  else line.ltrChars += str.length;
  line.placed.push({ x, str });
  line.x0 = Math.min(line.x0, x);
  line.x1 = Math.max(line.x1, x1);
  line.lastX = x;
  line.lastX1 = x1;
  const size = Math.round(fontSize * 10) / 10;
  line.weights.set(size, (line.weights.get(size) ?? 0) + str.trim().length);
}

function closeLine(line: OpenLine): RawLine {
  let fontSize = line.fontSize;
  let best = -1;
  for (const [size, weight] of line.weights) {
    if (weight > best) [fontSize, best] = [size, weight];
  }
  return {
    text: line.parts.join(''),
    box: { x0: line.x0, x1: line.x1, top: line.top, fontSize, rtl: line.rtlChars > line.ltrChars },
  };
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: readonly number[], n: readonly number[]): Matrix {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = n;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}
