// Runs the whole suite (unit, integration, end-to-end) and ends with one plain summary line
// ("N passed, N failed") that CI reads. Extra arguments go to vitest, e.g. `npm test -- --project server`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
function counts() {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    // No report means vitest itself failed before running tests.
    return { passed: 0, failed: 1, skipped: 0 };
  }
}
const { passed, failed, skipped } = counts();
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
