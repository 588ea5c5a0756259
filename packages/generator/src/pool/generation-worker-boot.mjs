// On Node 20 a worker thread ignores `--import tsx` in its execArgv when loading its entry
// file, so the pool starts this plain module, which loads the TypeScript worker through tsx's
// scoped import. Scoped, not register(): a global tsx hook here breaks the extractor's own
// nested worker threads. Works the same under tsx, `node --import tsx` and Vitest.
import { tsImport } from 'tsx/esm/api';

await tsImport('./generation-worker.ts', import.meta.url);
