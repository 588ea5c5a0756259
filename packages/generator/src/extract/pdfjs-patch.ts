import { readFile } from 'node:fs/promises';
import { definePDFJSModule } from 'unpdf';

// PDF.js copies its graphics and text state on every "q" operator with
// Object.create(this): each copy has the previous one as prototype, so V8 keeps reshaping
// prototypes and its property caches miss. Text extraction spent about a quarter of its CPU
// time there (profiled on the lecture fixtures). Copying onto the class prototype gives the same
// fields with stable shapes: every field of these states is an own property, and a shadowing
// write behaves the same. unpdf is pinned (its PDF.js build must run on Node 20), so the patch
// targets that exact bundle; if the text is not found, the stock bundle is used unchanged.
const PATCHES: [string, string][] = [
  [
    'clone(){const e=Object.assign(Object.create(this),this);return e.textMatrix=',
    'clone(){const e=Object.assign(Object.create(Object.getPrototypeOf(this)),this);return e.textMatrix=',
  ],
  [
    'clone({newPath:e=!1}={}){const n=Object.create(this);return e&&',
    'clone({newPath:e=!1}={}){const n=Object.create(Object.getPrototypeOf(this));for(const k in this)n[k]=this[k];return e&&',
  ],
];

let patched: Promise<boolean> | undefined;

/**
 * Makes unpdf use its PDF.js bundle with faster state copies; resolves false (and leaves the
 * stock bundle in use) when the installed bundle is not the one the patch was written for.
 */
export function usePatchedPdfjs(): Promise<boolean> {
  patched ??= (async () => {
    let source = await readFile(new URL(import.meta.resolve('unpdf/pdfjs')), 'utf8');
    for (const [from, to] of PATCHES) {
      if (source.split(from).length !== 2) return false;
      source = source.replace(from, to);
    }
    // Without a sourceURL, every stack frame in PDF.js would print the whole data: URL.
    source += '\n//# sourceURL=unpdf-pdfjs-patched.mjs\n';
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    await definePDFJSModule(() => import(url));
    return true;
  })();
  return patched;
}
