// On Node 20 a worker thread ignores `--import tsx` in its execArgv when loading its entry
// file, so the pool starts this plain module: it registers tsx, then loads the TypeScript
// worker. Works the same under tsx, `node --import tsx` and Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./generation-worker.ts');
