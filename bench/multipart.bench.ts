// What four hostile uploads at once cost the server's memory: chunked avatar uploads (no
// Content-Length) that send 200 text fields of 1 MB each before any file. Before the multipart
// caps, four such requests took a server from 380 MB to 3.4 GB. Target: RSS growth under 50 MB.
import { request } from 'node:http';
import { printTable, signedInCookie, startHalaqa } from './http-load.ts';

const UPLOADS = 4;
const FIELDS = 200;
const BOUNDARY = 'hostile-boundary';
const field = (i: number) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(1024 * 1024)}\r\n`,
  );

/** Sends the fields one after another as the socket drains; resolves with the answer's status. */
function hostileUpload(url: string, cookie: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/profile/avatar`, {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(String(res.statusCode));
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(`closed (${err.code ?? err.message})`));
    let i = 0;
    const next = () => {
      while (i < FIELDS) if (!req.write(field(i++))) return void req.once('drain', next);
      req.end();
    };
    next();
  });
}

const server = await startHalaqa();
try {
  const cookie = await signedInCookie(server.url, 'Attacker');
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, () => hostileUpload(server.url, cookie)),
  );
  clearInterval(sampler);
  console.log(
    `${UPLOADS} concurrent chunked uploads, each ${FIELDS} × 1 MB text fields before any file\n`,
  );
  printTable(
    ['RSS before MB', 'peak RSS MB', 'growth MB', 'target', 'answers', 'seconds'],
    [
      [
        before.toFixed(0),
        peak.toFixed(0),
        (peak - before).toFixed(0),
        '< 50 MB',
        answers.join(', '),
        ((performance.now() - started) / 1000).toFixed(1),
      ],
    ],
  );
} finally {
  await server.stop();
}
