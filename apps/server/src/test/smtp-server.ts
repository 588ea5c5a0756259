import { SMTPServer } from 'smtp-server';
import { parseMail, type OutboxMail } from './test-app.ts';

/** A real SMTP server on an ephemeral port that keeps every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: () => OutboxMail[];
  close(): Promise<void>;
}> {
  const raw: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (c: Buffer) => (message += c.toString()));
      stream.on('end', () => {
        raw.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => raw.map(parseMail),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
