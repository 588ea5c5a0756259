import { describe, expect, it } from 'vitest';
import { displayFileName, extensionOf, storedFileName } from './materials.ts';

describe('storedFileName (spec §5)', () => {
  it.each([
    ['lecture.pdf', 'lecture_ab12c.pdf'],
    ['Week 1 Notes.docx', 'Week_1_Notes_ab12c.docx'],
    ['slides.v2.final.PPTX', 'slides.v2.final_ab12c.pptx'],
    ['محاضرة الأولى.pdf', 'محاضرة_الأولى_ab12c.pdf'],
    ['README', 'README_ab12c'],
    ['.hidden.pdf', '.hidden_ab12c.pdf'],
    ['../../etc/passwd.pdf', 'passwd_ab12c.pdf'],
    ['C:\\Users\\me\\report.doc', 'report_ab12c.doc'],
    ['nul\u0000byte.pdf', 'nul_byte_ab12c.pdf'],
    ['résumé (1).pdf', 'r_sum___1__ab12c.pdf'],
    ['.pdf', '.pdf_ab12c'],
    ['', 'file_ab12c'],
  ])('stores %j as %j', (name, stored) => {
    expect(storedFileName(name, 'ab12c')).toBe(stored);
  });

  it('cuts the base name to 50 characters, Arabic letters counted as one each', () => {
    expect(storedFileName(`${'a'.repeat(200)}.pdf`, 'xyz12')).toBe(`${'a'.repeat(50)}_xyz12.pdf`);
    expect(storedFileName(`${'ب'.repeat(60)}.pdf`, 'xyz12')).toBe(`${'ب'.repeat(50)}_xyz12.pdf`);
  });
});

describe('extensionOf', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.tar.gz', 'gz'],
    ['noext', ''],
    ['.bashrc', ''],
    ['trailing.', ''],
  ])('%j has extension %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('displayFileName', () => {
  it('keeps the last path segment without hidden characters, cut to 200 characters', () => {
    expect(displayFileName('../x/Week 1.pdf')).toBe('Week 1.pdf');
    expect(displayFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(displayFileName(`${'n'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
