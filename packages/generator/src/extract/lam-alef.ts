/**
 * PDF fonts (Word's above all) map the Arabic lam-alef ligature to its two letters in the wrong
 * order, and poppler's `pdftotext` reads them so too: 'الإرشاد' comes out as 'اإلرشاد', 'اللازم'
 * as 'الالزم', 'خلال' as 'خالل'. Only what no Arabic word can be is mended:
 * - two alefs in a row ('اإلرشاد', 'واالقتصاد'), which Arabic never writes;
 * - the article before a lam-alef ('الالزم' → 'اللازم'): an article before a word that opens
 *   with 'ال' comes out as 'اال…' instead, which the first repair reads;
 * - 'لال' opening a word ('لالستخدام' → 'للاستخدام'), for 'لـ' before the article;
 * - inside a word 'ال' is as often a real alef and lam ('مجال', 'حالة') as a swapped pair, so
 *   only common words whose swapped form is no Arabic word are put back ('خالل' → 'خلال'); those
 *   whose swapped form is a word too ('علاقة' → 'عالقة', 'طلاب' → 'طالب', 'مثلا' → 'مثال') stay.
 */
const TWO_ALEFS = /ا([اأإآ])ل/gu;
const BEFORE_WORD = '(?<![\\p{L}\\p{M}])';
const ARTICLE_LAM_ALEF = new RegExp(`${BEFORE_WORD}([وف]?[بك]?)الال`, 'gu');
const LI_LAM_ALEF = new RegExp(`${BEFORE_WORD}([وف]?)لال`, 'gu');

const WORDS = `خلال ملاحظة ملاحظات يلاحظ نلاحظ أولا بدلا مشكلات هؤلاء اختلاف اختلافات إسلام إسلامي
  إسلامية كلام بلاد إعلام استهلاك أخلاق إطلاق انطلاق تلاميذ ملايين إلا ألا استقلال احتلال دلالة
  إصلاح إعلان إعلانات علاوة إقلاع تلاحق`.split(/\s+/);
const SWAPPED = new Map(WORDS.map((word) => [word.replace(/لا/gu, 'ال'), word]));
const SWAPPED_WORD = new RegExp(
  `${BEFORE_WORD}([وف]?[بكل]?(?:ال)?)(${[...SWAPPED.keys()].join('|')})((?:ه|ها|هم|هما|هن|نا|كم|ي)?)(?![\\p{L}\\p{M}])`,
  'gu',
);

/** Puts back the lam-alef ligatures a PDF font wrote backwards, where the word shows it. */
export function mendLamAlef(text: string): string {
  if (!/\p{Script=Arabic}/u.test(text)) return text;
  return text
    .replace(ARTICLE_LAM_ALEF, '$1اللا')
    .replace(LI_LAM_ALEF, '$1للا')
    .replace(TWO_ALEFS, 'ال$1')
    .replace(SWAPPED_WORD, (_, prefix: string, word: string, suffix: string) => {
      return `${prefix}${SWAPPED.get(word) ?? word}${suffix}`;
    });
}
