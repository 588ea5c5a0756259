import { describe, expect, it } from 'vitest';
import { commentTree, toggleReaction, type Comment } from './comments.ts';

const comment = (id: string, parentId: string | null = null): Comment => ({
  id,
  parentId,
  depth: 0,
  authorName: 'A',
  text: id,
  flagged: false,
  deleted: false,
  likes: 0,
  dislikes: 0,
  myReaction: null,
  mine: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('toggleReaction (spec §4)', () => {
  it.each([
    [null, 'like', 'like'],
    ['like', 'like', null],
    ['dislike', 'like', 'like'],
    [null, 'dislike', 'dislike'],
    ['dislike', 'dislike', null],
    ['like', 'dislike', 'dislike'],
  ] as const)('from %s, pressing %s gives %s', (current, pressed, next) => {
    expect(toggleReaction(current, pressed)).toBe(next);
  });
});

describe('commentTree', () => {
  it('nests replies under their parents and keeps the time order at every level', () => {
    const tree = commentTree([
      comment('a'),
      comment('b'),
      comment('a1', 'a'),
      comment('b1', 'b'),
      comment('a2', 'a'),
      comment('a1x', 'a1'),
    ]);
    const shape = (nodes: ReturnType<typeof commentTree>): unknown =>
      nodes.map((n) => [n.comment.id, shape(n.replies)]);
    expect(shape(tree)).toEqual([
      [
        'a',
        [
          ['a1', [['a1x', []]]],
          ['a2', []],
        ],
      ],
      ['b', [['b1', []]]],
    ]);
  });

  it('shows a reply whose parent is missing at the top level instead of losing it', () => {
    expect(commentTree([comment('x', 'gone')]).map((n) => n.comment.id)).toEqual(['x']);
  });
});
