// Time to a quiz of 10 (medium) from a ~50-page PDF with the offline generator, extraction
// included, as the server runs it: median of 5 runs, plus the first (cold) run on its own.
// Inputs: a 50-page PDF built here with pdf-lib, and the two long lecture fixtures when the
// folder in HALAQA_FIXTURES (default /work/shared/fixtures/lectures) exists.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument } from '../packages/generator/src/extract/extract-document.ts';
import { createOfflineGenerator } from '../packages/generator/src/offline/offline-generator.ts';
import { cellBiologyLecture } from '../packages/generator/src/offline/test-lecture.ts';

const RUNS = 5;
const FIXTURES = process.env.HALAQA_FIXTURES ?? '/work/shared/fixtures/lectures';
const LONG_FIXTURES = [
  'chemistry__organic-chemistry-II-notes.pdf',
  'cs-operating-systems__week06-processes-threads-slides.pdf',
];

async function fiftyPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const slides = cellBiologyLecture().pages;
  for (let n = 0; n < 50; n++) {
    const slide = slides[n % slides.length];
    const page = pdf.addPage([720, 540]);
    const [title = '', ...lines] = (slide?.text ?? '').replace(/[–•]/g, '-').split('\n');
    page.drawText(`${title} (part ${Math.floor(n / slides.length) + 1})`, {
      x: 40,
      y: 490,
      size: 24,
      font,
    });
    let y = 440;
    for (const line of lines) {
      // Wrap at ~90 characters as a slide would.
      for (const chunk of line.match(/.{1,90}(?:\s|$)/g) ?? []) {
        page.drawText(chunk.trim(), { x: 40, y, size: 14, font });
        y -= 22;
      }
    }
  }
  return pdf.save();
}

interface Timing {
  extract: number;
  generate: number;
  items: number;
}

async function once(bytes: Uint8Array, fileName: string): Promise<Timing> {
  const started = performance.now();
  const doc = await extractDocument({ bytes, fileName });
  const extracted = performance.now();
  const quiz = await createOfflineGenerator().quiz(doc, { count: 10, difficulty: 'medium' });
  return {
    extract: extracted - started,
    generate: performance.now() - extracted,
    items: quiz.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function bench(name: string, bytes: Uint8Array, pages: number): Promise<string[]> {
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS + 1; i++) runs.push(await once(bytes, `${name}.pdf`));
  const [cold, ...warm] = runs as [Timing, ...Timing[]];
  const ms = (n: number) => String(Math.round(n));
  return [
    name,
    String(pages),
    ms(cold.extract + cold.generate),
    ms(median(warm.map((r) => r.extract))),
    ms(median(warm.map((r) => r.generate))),
    ms(median(warm.map((r) => r.extract + r.generate))),
    `${warm[0]?.items ?? 0}/10`,
  ];
}

const rows = [
  [
    'input',
    'pages',
    'cold total ms',
    'extract ms',
    'generate ms',
    'total ms (median of 5)',
    'items',
  ],
];
rows.push(await bench('built-50-page-slides', await fiftyPagePdf(), 50));
for (const file of LONG_FIXTURES) {
  const path = join(FIXTURES, file);
  if (!existsSync(path)) continue;
  const bytes = new Uint8Array(await readFile(path));
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  rows.push(await bench(file.replace(/\.pdf$/, ''), bytes, pages));
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log('Offline quiz of 10 (medium), extraction included');
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | '));
// The extraction worker pool keeps idle workers for a while; the benchmark is done.
process.exit(0);
