import { describe, expect, it } from 'vitest';
import { containsPhrase } from '../quality/quality-checks.ts';
import type { QuizCandidate } from './candidate.ts';
import { BLANK, clozeItems } from './cloze-items.ts';
import { STAND_IN } from './select.ts';
import { fill, STATEMENT_QUESTION, statementItems } from './statement-items.ts';
import { contextOf, documentOf, pageOf } from './test-invariants.ts';
import { cellBiologyLecture } from './test-lecture.ts';

const lecture = cellBiologyLecture();
const ctx = contextOf(lecture);
const clozes = clozeItems(ctx);
const statements = statementItems(clozes, ctx);

describe('true statements against altered ones', () => {
  it('offer a sentence of the cited page as it stands, and three sentences that are not', () => {
    expect(statements.length).toBeGreaterThan(5);
    for (const s of statements) {
      expect(s.question).toBe(STATEMENT_QUESTION);
      const page = pageOf(lecture, s.page);
      expect(containsPhrase(page, s.answer), s.answer).toBe(true);
      const all = lecture.pages.map((p) => p.text).join('\n');
      for (const d of s.distractors) expect(containsPhrase(all, d), d).toBe(false);
    }
  });

  it('alter each wrong sentence with a wrong option of its own blank, never about the key', () => {
    const altered = new Map(
      clozes.map((c) => [fill(c, c.distractors[0]), c] as [string, QuizCandidate]),
    );
    for (const s of statements) {
      const sources = s.distractors.map((d) => altered.get(d));
      expect(sources.every((c) => c !== undefined && c.sentenceId !== s.sentenceId)).toBe(true);
      // Three other terms, none of them one blanked in the true sentence.
      const keys = sources.map((c) => c?.key ?? '');
      expect(new Set(keys).size).toBe(3);
      const own = clozes.filter((c) => c.sentenceId === s.sentenceId).map((c) => c.key);
      for (const key of keys) expect(own, key).not.toContain(key);
    }
  });

  it('rank below every other kind, as they only make up the count', () => {
    expect(Math.max(...statements.map((s) => s.score))).toBeLessThan(STAND_IN);
    expect(new Set(statements.map((s) => s.key)).size).toBe(statements.length);
  });

  it('fill a blank after "a(n)" with the article its option takes', () => {
    const cloze = { question: `A(n) ${BLANK} stores the genetic material.` } as QuizCandidate;
    expect(fill(cloze, 'organelle')).toBe('An organelle stores the genetic material.');
    expect(fill(cloze, 'nucleus')).toBe('A nucleus stores the genetic material.');
  });

  it('never take a sentence that is cut off, an example about someone, or leans on another', () => {
    const doc = documentOf([
      `${lecture.pages[0]?.text ?? ''}
Jakub is certain that the nucleus stores the genetic material of the cell.
Prokaryotic cells, on the other hand, keep their DNA in the cytoplasm of the cell.
Bacteria reproduce by binary fission far more often than`,
      ...lecture.pages.slice(1).map((p) => p.text),
    ]);
    const docCtx = contextOf(doc);
    const truths = statementItems(clozeItems(docCtx), docCtx).map((s) => s.answer);
    expect(truths.length).toBeGreaterThan(5);
    expect(truths.filter((t) => /Jakub|other hand|than\.$/.test(t))).toEqual([]);
  });
});
