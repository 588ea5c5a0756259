import { describe, expect, test } from 'vitest';
import { groupIntoLines, type TextPiece } from './pdf-lines.ts';

// An unrotated 200 × 100 page: PDF space has y up, the viewport flips it.
const VIEWPORT = [1, 0, 0, -1, 0, 100];

function piece(str: string, x: number, y: number, width: number, options: Partial<TextPiece> = {}) {
  return { str, transform: [10, 0, 0, 10, x, y], width, ...options };
}

describe('groupIntoLines', () => {
  test('puts pieces on one baseline into a line, spaced where there is a gap', () => {
    const lines = groupIntoLines(
      [
        piece('Photo', 10, 80, 25),
        piece('synthesis', 35, 80, 40),
        piece('needs', 80, 80.5, 25),
        piece('2', 106, 83, 4, { transform: [6, 0, 0, 6, 106, 83] }),
        piece('light.', 10, 66, 25),
      ],
      VIEWPORT,
    );
    expect(lines.map((line) => line.text)).toEqual(['Photosynthesis needs2', 'light.']);
    expect(lines[0]!.box).toMatchObject({ x0: 10, x1: 110, top: 20, fontSize: 10 });
  });

  test('keeps content-stream order for right-to-left lines', () => {
    const lines = groupIntoLines(
      [
        piece('كان للجمعيات الزراعية', 120, 50, 70, { dir: 'rtl' }),
        piece('(', 100, 50, 3, { dir: 'ltr' }),
        piece('Agricultural Societies)', 103, 50, 15, { dir: 'ltr' }),
        piece('التي بدأ', 60, 50, 38, { dir: 'rtl' }),
      ],
      VIEWPORT,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toBe('كان للجمعيات الزراعية (Agricultural Societies) التي بدأ');
    expect(lines[0]!.box?.rtl).toBe(true);
  });

  test('skips rotated text and text drawn twice for a bold effect', () => {
    const lines = groupIntoLines(
      [
        piece('Bold', 10, 80, 20),
        piece('Bold', 10.4, 80, 20),
        piece('arXiv:2401.00001', 5, 10, 80, { transform: [0, 10, -10, 0, 5, 10] }),
      ],
      VIEWPORT,
    );
    expect(lines.map((line) => line.text)).toEqual(['Bold']);
  });
});
