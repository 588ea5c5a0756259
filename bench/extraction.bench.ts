// Text extraction speed: our extractDocument (PDF.js in reader processes, plus cleaning) against
// poppler's pdftotext, on every PDF of the lecture fixtures; median of 3 runs each. Target:
// pdftotext ms / our ms >= 0.5 in total. First it checks that our patched PDF.js reads the very same
// text items as the stock bundle from every fixture (pdfjs-patch.ts). FIXTURES_DIR overrides the folder (default: the
// shared fixtures next to the repository, ../shared/fixtures/lectures).
import { execFileSync, spawnSync } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractDocument } from '../packages/generator/src/extract/extract-document.ts';
import { GeneratorError } from '../packages/generator/src/types.ts';
import { buildPdf } from '../packages/generator/src/extract/extract-test-documents.ts';
import { usePatchedPdfjs } from '../packages/generator/src/extract/pdfjs-patch.ts';
import { pdfTextItems } from '../packages/generator/src/extract/pdfjs-parity.ts';

const RUNS = 3;
const repoRoot = resolve(import.meta.dirname, '..');
const fixtures = resolve(process.env.FIXTURES_DIR ?? join(repoRoot, '../shared/fixtures/lectures'));

function hasPdftotext(): boolean {
  return spawnSync('pdftotext', ['-v']).error === undefined;
}

/** Installs poppler-utils when pdftotext is missing (the bench machine is a Debian box). */
function ensurePdftotext(): void {
  if (hasPdftotext()) return;
  console.log('pdftotext is missing: installing poppler-utils with apt-get …');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', 'poppler-utils'], { stdio: 'ignore' }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    install();
  }
  if (!hasPdftotext()) throw new Error('pdftotext is not available and could not be installed');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeOurs(bytes: Uint8Array, fileName: string) {
  const times: number[] = [];
  let outcome = '';
  let pages = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    try {
      const doc = await extractDocument({ bytes, fileName });
      pages = doc.pageCount;
      outcome = `${doc.pages.length} pages kept`;
    } catch (error) {
      if (!(error instanceof GeneratorError)) throw error;
      outcome = error.code;
    }
    times.push(performance.now() - started);
  }
  return { ms: median(times), outcome, pages };
}

function timePdftotext(path: string): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 });
    times.push(performance.now() - started);
  }
  return median(times);
}

ensurePdftotext();
const files = readdirSync(fixtures)
  .filter((name) => name.toLowerCase().endsWith('.pdf'))
  .sort();
if (files.length === 0) throw new Error(`No PDFs in ${fixtures}`);

// In this process (the readers are other processes), first the stock bundle, then the patched one.
const pdfs = files.map((name) => new Uint8Array(readFileSync(join(fixtures, name))));
// One file at a time: read side by side, fonts get their names (part of each item) in another order.
const stock = [];
for (const bytes of pdfs) stock.push(await pdfTextItems(bytes));
if (!(await usePatchedPdfjs())) throw new Error('The installed unpdf is not the bundle patched');
const differ = [];
for (const [i, bytes] of pdfs.entries())
  if (!isDeepStrictEqual(await pdfTextItems(bytes), stock[i])) differ.push(files[i]);
console.log(
  `Patched PDF.js: same text items as the stock bundle on ${files.length - differ.length}/${files.length} PDFs` +
    (differ.length > 0 ? ` (differs: ${differ.join(', ')})` : ''),
);

// The reader processes start once (most of a second); start them before timing.
const coldStart = performance.now();
await extractDocument({
  bytes: await buildPdf([[{ text: 'Warm-up page with a sentence of text.', top: 100 }]]),
  fileName: 'warm-up.pdf',
});
const coldMs = performance.now() - coldStart;

const rows: string[][] = [['file', 'pages', 'ours ms', 'pdftotext ms', 'ratio', 'our result']];
let ourTotal = 0;
let popplerTotal = 0;
let pageTotal = 0;
for (const name of files) {
  const path = join(fixtures, name);
  const ours = await timeOurs(new Uint8Array(readFileSync(path)), name);
  const poppler = timePdftotext(path);
  ourTotal += ours.ms;
  popplerTotal += poppler;
  pageTotal += ours.pages;
  rows.push([
    name.replace(/\.pdf$/i, ''),
    ours.pages ? String(ours.pages) : '-',
    ours.ms.toFixed(0),
    poppler.toFixed(0),
    (poppler / ours.ms).toFixed(2),
    ours.outcome,
  ]);
}
rows.push([
  'total',
  String(pageTotal),
  ourTotal.toFixed(0),
  popplerTotal.toFixed(0),
  (popplerTotal / ourTotal).toFixed(2),
  'target ratio >= 0.50',
]);

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`Text extraction, median of ${RUNS} runs (ratio = pdftotext ms / ours ms)`);
for (const row of rows) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));
}
console.log(
  `(one-time reader start-up before the runs: ${coldMs.toFixed(0)} ms; fixtures: ${fixtures})`,
);
