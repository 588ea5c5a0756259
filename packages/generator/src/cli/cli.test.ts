import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, type PdfLine } from '../extract/extract-test-documents.ts';
import { cellBiologyLecture } from '../offline/test-lecture.ts';

const CLI_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Runs one of the CLIs as `npm run` does (tsx), offline, and returns what it printed. */
function run(cli: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(CLI_DIR, cli), ...args],
    {
      encoding: 'utf8',
      env: { ...process.env, AI_BASE_URL: '' },
      timeout: 60_000,
    },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

describe('the generate and eval commands', () => {
  let folder: string;
  let pdf: string;
  let fake: string;
  let shortFolder: string;
  let shortPdf: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'halaqa-cli-'));
    // The test lecture as a real PDF file, one slide per landscape page.
    const pages = cellBiologyLecture().pages.map((page): PdfLine[] =>
      page.text.split('\n').map((text, i) => ({ text, top: 60 + i * 16, size: 9 })),
    );
    pdf = path.join(folder, 'cell-biology.pdf');
    writeFileSync(pdf, await buildPdf(pages, [842, 595]));
    // Its first two slides alone, too short for ten items (in a folder of their own: eval
    // reads only the files directly in the folder it is given).
    shortFolder = path.join(folder, 'short');
    mkdirSync(shortFolder);
    shortPdf = path.join(shortFolder, 'two-slides.pdf');
    writeFileSync(shortPdf, await buildPdf(pages.slice(0, 2), [842, 595]));
    fake = path.join(folder, 'not-really.pdf');
    writeFileSync(fake, 'just some text, not a PDF');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('prints a quiz and flashcards from a PDF file, with pages', () => {
    const { status, out, err } = run('generate.ts', [pdf, '--quiz', '5', '--flashcards', '3']);
    expect(err).toBe('');
    expect(status).toBe(0);
    expect(out).toContain('cell-biology.pdf: pdf, 6 pages');
    expect(out).toContain('Generator: offline');
    expect(out).toContain('Quiz: 5 of 5 questions (medium)');
    expect(out).toContain('Flashcards: 3 of 3 cards');
    expect(out.match(/\[p\.[1-6]\]/g)).toHaveLength(8);
    expect(out).not.toMatch(/passed the checks|is short/);
  });

  it('says why, in one line, when a file gives fewer items than asked', () => {
    const { status, out } = run('generate.ts', [shortPdf, '--quiz', '10', '--flashcards', '10']);
    expect(status).toBe(0);
    expect(out).toMatch(
      /^Quiz: \d of 10 questions \(medium\) in \d+ ms\nThe document is short \(2 pages of text\): the text gave \d+ candidates;.*\.\n/m,
    );
    expect(out).toMatch(
      /^Flashcards: \d of 10 cards in \d+ ms\nThe document is short \(2 pages of text\): the text gave \d+ candidates/m,
    );
  });

  it('says what is wrong with a bad command or file, and exits 1', () => {
    expect(run('generate.ts', [pdf, '--difficulty', 'extreme'])).toMatchObject({
      status: 1,
      err: expect.stringContaining('--difficulty must be easy, medium or hard'),
    });
    const { status, err } = run('generate.ts', [fake]);
    expect(status).toBe(1);
    expect(err).not.toMatch(/\n\s+at /); // a message for the user, not a stack
    expect(err.trim().length).toBeGreaterThan(0);
  });

  it('evaluates every file of a folder and prints a row per file and the totals', () => {
    const { status, out } = run('eval.ts', [folder, '--count', '5']);
    expect(status).toBe(0);
    expect(out).toMatch(/^cell-biology\.pdf +\| 6 +\|/m);
    expect(out).toMatch(/^not-really\.pdf .*\| error: /m);
    expect(out).toContain('Quiz items: 5 of 5 asked (100.0%); structure 100.0%, grounded 100.0%');
    expect(out).toContain('Shortfalls: none.');
    const short = run('eval.ts', [shortFolder, '--count', '10']);
    expect(short.out).toMatch(
      /^- two-slides\.pdf, questions: The document is short \(2 pages of text\)/m,
    );
  });
});
