import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on 3000 in development and serves dist/ in production.
const api = 'http://localhost:3000';
const proxy = { '/api': api, '/check-status': api };

// Preact's React compatibility layer renders the app: ~5 KB of gzipped JavaScript instead of
// react-dom's ~60 KB, so a first page fits its 100 KB budget (docs/decisions/preact-compat.md).
const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, compressed once at the
 * strongest settings; the server sends them as they are (@fastify/static's preCompressed).
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|txt|json)$/;
  return {
    name: 'halaqa-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir as string;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue; // too small to gain from it
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: quality }));
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: reactToPreact },
  css: {
    preprocessorOptions: {
      // Bootstrap 5's Sass predates the module system: it must be @imported, and its own code
      // uses functions Dart Sass now deprecates. Nothing to act on until Bootstrap 6.
      scss: { quietDeps: true, silenceDeprecations: ['import'] },
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // react-bootstrap marks its modules "use client"; that only matters to server components.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
