// What a first visit downloads: opens `/`, `/login` and `/community` in system Chromium against
// the server as `npm start` runs it (or BENCH_URL), and sums the gzipped size (level 9, measured here so the
// number does not depend on the server's compression) of every JavaScript and CSS response the
// page loads until the network is idle, beside the platform-load budget.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { startHalaqa, type Server } from './http-load.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/login', '/community'];
/** Gzipped JavaScript a first page may load (the platform-load issue's target). */
const JS_BUDGET = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// BENCH_URL measures another running build (or a deployment) instead of starting this one.
const started: Server | null = process.env.BENCH_URL ? null : await startHalaqa();
const halaqa = { url: process.env.BENCH_URL ?? (started as Server).url };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  console.log(
    `${'page'.padEnd(12)} ${'JS (gzip)'.padStart(10)} ${'files'.padStart(5)} ${'CSS (gzip)'.padStart(10)} ${'blocking CSS'.padStart(12)}  budget JS ${kb(JS_BUDGET)}`,
  );
  let over = 0;
  for (const pathname of PAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (res) => responses.push(res));
    await page.goto(`${halaqa.url}${pathname}`, { waitUntil: 'networkidle' });
    // Stylesheets linked in the HTML block the first paint; ones a chunk adds later do not.
    const html = await (await fetch(`${halaqa.url}${pathname}`)).text();
    const blocking = new Set(
      [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (m) => new URL(m[1] as string, halaqa.url).href,
      ),
    );
    let js = 0;
    let jsFiles = 0;
    let css = 0;
    let blockingCss = 0;
    for (const res of responses) {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const size = gzipSync(await res.body(), { level: 9 }).length;
      if (type === 'script') {
        js += size;
        jsFiles += 1;
      } else {
        css += size;
        if (blocking.has(res.url())) blockingCss += size;
      }
    }
    if (js > JS_BUDGET) over += 1;
    const verdict = js > JS_BUDGET ? 'OVER' : 'ok';
    console.log(
      `${pathname.padEnd(12)} ${kb(js).padStart(10)} ${String(jsFiles).padStart(5)} ${kb(css).padStart(10)} ${kb(blockingCss).padStart(12)}  ${verdict}`,
    );
    await context.close();
  }
  if (over > 0) console.log(`${over} page(s) over the JavaScript budget`);
} finally {
  await browser.close();
  await started?.stop();
}
