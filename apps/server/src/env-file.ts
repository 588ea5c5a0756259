import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` from the working directory into process.env with Node's own parser, before
 * loadConfig reads the environment. Variables already set in the environment win.
 */
export function readEnvFile(cwd = process.cwd()): void {
  const file = path.join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
