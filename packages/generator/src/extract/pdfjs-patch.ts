import { readFile } from 'node:fs/promises';
import { definePDFJSModule } from 'unpdf';

// unpdf is pinned (its PDF.js build must run on Node 20), so these patches target that exact
// bundle; if any text is not found, the stock bundle is used unchanged. The patched bundle only
// ever extracts text (in the reader processes): it builds no fonts that could be drawn. Every
// patch was measured on the lecture fixtures, whose text comes out exactly as before.
const PATCHES: [string, string][] = [
  // PDF.js copied its graphics and text state on every "q" with Object.create(this), so V8 kept
  // reshaping prototypes (a quarter of the CPU time); the class prototype gives the same fields.
  [
    'clone(){const e=Object.assign(Object.create(this),this);return e.textMatrix=',
    'clone(){const e=Object.assign(Object.create(Object.getPrototypeOf(this)),this);return e.textMatrix=',
  ],
  [
    'clone({newPath:e=!1}={}){const n=Object.create(this);return e&&',
    'clone({newPath:e=!1}={}){const n=Object.create(Object.getPrototypeOf(this));for(const k in this)n[k]=this[k];return e&&',
  ],
  // Without DecompressionStream (the reader removes it), every content stream still tried it,
  // threw, and was rebuilt before PDF.js inflated it itself: about a tenth of the CPU time.
  ['p(this,"FlateStream")}#e=!0;', 'p(this,"FlateStream")}#e=typeof DecompressionStream<"u";'],
  // Each glyph's position went twice through the generic Util.transform, which stayed slow and
  // allocated; the same products written out (so the same numbers) cut an eighth of the CPU time.
  [
    'return pt.transform(Y.ctm,pt.transform(Y.textMatrix,Ae))}',
    'const tm=Y.textMatrix,cm=Y.ctm,t0=tm[0]*Ae[0]+tm[2]*Ae[1],t1=tm[1]*Ae[0]+tm[3]*Ae[1],t2=tm[0]*Ae[2]+tm[2]*Ae[3],t3=tm[1]*Ae[2]+tm[3]*Ae[3],t4=tm[0]*Ae[4]+tm[2]*Ae[5]+tm[4],t5=tm[1]*Ae[4]+tm[3]*Ae[5]+tm[5];return[cm[0]*t0+cm[2]*t1,cm[1]*t0+cm[3]*t1,cm[0]*t2+cm[2]*t3,cm[1]*t2+cm[3]*t3,cm[0]*t4+cm[2]*t5+cm[4],cm[1]*t4+cm[3]*t5+cm[5]]}',
  ],
  // A TrueType program (glyph outlines, no CFF table) cannot change the text of a font that has a
  // ToUnicode map: it is neither inflated nor repaired. PowerPoint embeds whole Arial programs:
  // its slides read 10-15% faster.
  [
    'p(v,"sanitizeTTPrograms"),n=new jt(new Uint8Array(n.getBytes()));',
    'p(v,"sanitizeTTPrograms");if(s.hasIncludedToUnicodeMap&&Bw(n)){const hdr=n.peekBytes(6),dir=n.peekBytes(12+16*(hdr[4]<<8|hdr[5]));let cff=!1;for(let at=12;at<dir.length;at+=16)cff||=Vn(dir.subarray(at,at+4))==="CFF ";if(!cff)return null}n=new jt(new Uint8Array(n.getBytes()));',
  ],
  // Type 1 and CFF programs are still read (encoding, matrix, widths), but not rebuilt into the
  // CFF and OpenType files only drawing would use: half the font time of a LaTeX file.
  [
    'const d=u.charstrings,m=this.getType2Charstrings(d),g=this.getType2Subrs(u.subrs);this.charstrings=d,this.data=this.wrap(e,m,this.charstrings,g,s),',
    'const d=u.charstrings;this.charstrings=d,this.data=null,',
  ],
  [
    'm=new Vo("OTTO");return m.addTable("CFF ",n.data)',
    'm=new Vo("OTTO");return null;return m.addTable("CFF ",n.data)',
  ],
  // Text chunks were deep-copied between PDF.js's two sides, which share this thread: sent as a
  // snapshot that nothing changes afterwards, they need no copy (5-9% of the CPU time).
  [
    'r?.enqueue(w,Ae),w.items=[],w.styles=Object.create(null)',
    'r?.enqueue({...w},Ae),w.items=[],w.styles=Object.create(null)',
  ],
  [
    'postMessage(e,n){const s={data:structuredClone(e,n?{transfer:n}:null)};',
    'postMessage(e,n){const s={data:e?.chunk?.items?e:structuredClone(e,n?{transfer:n}:null)};',
  ],
];

let patched: Promise<boolean> | undefined;

/**
 * Makes unpdf use its PDF.js bundle patched for fast text extraction (and nothing else); resolves
 * false (and leaves the stock bundle in use) when the installed bundle is not the one patched.
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
