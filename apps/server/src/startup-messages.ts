import path from 'node:path';
import type { Config } from './config.ts';

/** Where mail goes, in words: the outbox folder (relative to where Halaqa was started) or SMTP. */
function mailDestination(config: Config, cwd: string): string {
  if (config.smtpUrl) return `e-mail is sent through ${new URL(config.smtpUrl).host}`;
  const outbox = path.relative(cwd, path.join(config.dataDir, 'outbox')) || '.';
  return `e-mail goes to ${outbox.startsWith('..') ? path.join(config.dataDir, 'outbox') : outbox}`;
}

/** The one line for people, printed beside the JSON logs once the server listens. */
export function runningLine(config: Config, cwd = process.cwd()): string {
  return `Halaqa is running at ${config.publicUrl} — ${mailDestination(config, cwd)}`;
}

/** A sentence instead of a stack trace for the listen errors people cause themselves; else null. */
export function listenErrorMessage(err: unknown, config: Config): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') {
    return `Halaqa cannot start: port ${config.port} is already in use (another program, or another Halaqa, listens on ${where}). Stop it, or set PORT to a free port, for example PORT=${config.port + 1} npm start.`;
  }
  if (code === 'EACCES') {
    return `Halaqa cannot start: this user may not listen on port ${config.port}. Set PORT to a port above 1023, for example PORT=3000 npm start.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Halaqa cannot start: HOST ${config.host} is not an address of this machine. Set HOST to one of its addresses, or to 0.0.0.0 for all of them.`;
  }
  return null;
}
