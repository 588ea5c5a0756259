// Lighthouse's mobile performance score (its default: a mid-range phone, simulated slow 4G) for
// `/`, `/login` and `/community`, in Debian's Chromium against the server as `npm start` runs it
// (or against BENCH_URL, to measure another build or a deployment), beside the target of 90.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHalaqa, type Server } from './http-load.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/login', '/community'];
const TARGET = 90;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const halaqa: Server | null = process.env.BENCH_URL ? null : await startHalaqa();
const base = process.env.BENCH_URL ?? (halaqa as Server).url;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const ms = (value: number | undefined) => `${Math.round((value ?? 0) / 10) * 10} ms`.padStart(9);
try {
  console.log(`Lighthouse mobile performance (median of ${RUNS} runs), target ≥ ${TARGET}`);
  console.log(
    `${'page'.padEnd(12)} ${'score'.padStart(5)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)} ${'TBT'.padStart(9)} ${'CLS'.padStart(6)}`,
  );
  for (const pathname of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${pathname}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
      const audit = (id: string) => result.lhr.audits[id]?.numericValue;
      runs.push({
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) continue;
    console.log(
      `${pathname.padEnd(12)} ${String(median.score).padStart(5)} ${ms(median.fcp)} ${ms(median.lcp)} ${ms(median.tbt)} ${(median.cls ?? 0).toFixed(3).padStart(6)}  ${median.score >= TARGET ? 'ok' : 'BELOW TARGET'}`,
    );
  }
} finally {
  chrome.kill();
  await halaqa?.stop();
}
