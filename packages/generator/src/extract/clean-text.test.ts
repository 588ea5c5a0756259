import { describe, expect, test } from 'vitest';
import { isPageNumber, normalizeLine, splitBullet, startsListItem } from './clean-text.ts';
import { markPageBreaks } from './read-docx.ts';
import { attribute, xmlTokens } from './xml-tokens.ts';

describe('normalizeLine', () => {
  test('unfolds ligatures and compatibility characters', () => {
    expect(normalizeLine('The ﬁrst ﬂow  of\u00A0energy')).toBe('The first flow of energy');
  });

  test('removes zero-width and bidi control characters, keeps the words', () => {
    expect(normalizeLine('\u202Bالإرشاد\u200F \u202C(Extension)\uFEFF')).toBe(
      'الإرشاد (Extension)',
    );
  });

  test('drops Arabic tatweel and mends the lam-alef ligature (lam-alef.test.ts has the cases)', () => {
    expect(normalizeLine('نشأة وتطـــور اإلرشاد')).toBe('نشأة وتطور الإرشاد');
  });

  test('puts the tanween, brackets and full stops of a right-to-left line back in place', () => {
    expect(normalizeLine('وتحديدا ً في عام 1866 يصعب نسبيا ً قياسها')).toBe(
      'وتحديداً في عام 1866 يصعب نسبياً قياسها',
    );
    // A mark with no word to carry it, or after a letter that takes none, is dropped.
    expect(normalizeLine('أهداف طويلة المدى ً وهي التي')).toBe('أهداف طويلة المدى وهي التي');
    expect(normalizeLine('بدلا من ًالزراعة نثرا ، ثم ً لكن')).toBe('بدلا من الزراعة نثرا ، ثم لكن');
    expect(normalizeLine('من المستويين السابقين( الشاملة والعامة) على مستوى (مركز أو قرية.)')).toBe(
      'من المستويين السابقين (الشاملة والعامة) على مستوى (مركز أو قرية).',
    );
    // Latin text keeps its brackets as they are.
    expect(normalizeLine('f( x) and (a.)')).toBe('f( x) and (a.)');
  });

  test('turns a soft hyphen at the end of a line into a hyphen and drops the others', () => {
    expect(normalizeLine('pho\u00ADto recog\u00AD')).toBe('photo recog-');
  });
});

describe('line shapes', () => {
  test('splitBullet removes symbol-font glyphs inside a line', () => {
    expect(splitBullet('\uF0D8 Input \uF0E0 output')).toEqual({
      bullet: true,
      text: 'Input output',
    });
    expect(splitBullet('No bullet here')).toEqual({ bullet: false, text: 'No bullet here' });
  });

  test.each([
    ['3', true],
    ['Page 12 of 40', true],
    ['Slide 4', true],
    ['[5]', true],
    ['2020 results', false],
    ['3.5', false],
    ['IV. Results', false],
  ])('isPageNumber(%j) is %s', (text, expected) => {
    expect(isPageNumber(text)).toBe(expected);
  });

  test.each([
    ['1. First step', true],
    ['2) Second step', true],
    ['1-عرف الإرشاد', true],
    ['(iv) Fourth', true],
    ['a) an option', true],
    ['1.5 million people', false],
    ['e.g. the cell', false],
  ])('startsListItem(%j) is %s', (text, expected) => {
    expect(startsListItem(text)).toBe(expected);
  });
});

describe('OOXML helpers', () => {
  test('markPageBreaks keeps one break where Word wrote two, none before the first text', () => {
    const xml =
      '<w:p><w:r><w:lastRenderedPageBreak/><w:t>One</w:t></w:r></w:p>' +
      '<w:p><w:r><w:br w:type="page"/></w:r></w:p><w:p><w:r><w:lastRenderedPageBreak/><w:t>Two</w:t></w:r></w:p>' +
      '<w:p><w:r><w:lastRenderedPageBreak/><w:t xml:space="preserve">Three</w:t></w:r></w:p>';
    expect(markPageBreaks(xml)).toBe(
      '<w:p><w:r><w:t>One</w:t></w:r></w:p>' +
        '<w:p><w:r><w:br w:type="page"/></w:r></w:p><w:p><w:r><w:t>Two</w:t></w:r></w:p>' +
        '<w:p><w:r><w:br w:type="page"/><w:t xml:space="preserve">Three</w:t></w:r></w:p>',
    );
  });

  test('xmlTokens decodes entities and CDATA, attribute reads quoted values', () => {
    const tokens = [
      ...xmlTokens(
        '<?xml version="1.0"?><a:t x=\'1\'>A &amp; B &#x2192; &#955;<![CDATA[<raw>]]></a:t><br/>',
      ),
    ];
    expect(tokens).toEqual([
      { type: 'open', name: 'a:t', attributes: " x='1'", selfClosing: false },
      { type: 'text', text: 'A & B → λ' },
      { type: 'text', text: '<raw>' },
      { type: 'close', name: 'a:t' },
      { type: 'open', name: 'br', attributes: '', selfClosing: true },
    ]);
    expect(attribute(' r:id="rId7" Id="x"', 'r:id')).toBe('rId7');
    expect(attribute(' Target="a&amp;b.xml"', 'Target')).toBe('a&b.xml');
  });
});
