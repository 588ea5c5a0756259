// Runs every bench/*.bench.ts in turn with tsx and lets each print its own table. Benchmarks run
// one after another on purpose: run side by side they would time each other.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const run = spawnSync('npx', ['tsx', join(dir, name)], {
    stdio: 'inherit',
    cwd: join(dir, '..'),
  });
  if (run.status !== 0) {
    failed += 1;
    console.log(`${name} failed (exit ${run.status ?? run.signal})`);
  }
}
if (benches.length === 0) console.log('No bench/*.bench.ts matched.');
process.exit(failed === 0 ? 0 : 1);
