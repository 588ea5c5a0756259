import { describe, expect, it } from 'vitest';
import { containsPhrase } from '../quality/quality-checks.ts';
import { arabicDefinitions } from './arabic-definitions.ts';
import { arabicClozeItems, arabicDefinitionItems, arabicListItems } from './arabic-items.ts';
import { buildArabicModel } from './arabic-model.ts';
import { pickOptions, type ArabicContext } from './arabic-options.ts';
import { arabicTerms } from './arabic-terms.ts';
import { arabicSentences, echoesItsRoot, isArabic, isDamagedWord } from './arabic-text.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import {
  documentOf,
  expectCardInvariants,
  expectQuizInvariants,
  pageOf,
} from './test-invariants.ts';

// Seven slides of an Arabic lecture, one of them stretched by the PDF's justification.
const lecture = documentOf([
  `مبادئ الإرشاد الزراعي
المحاضرة الأولى`,
  `تعريف الإرشاد الزراعي
الإرشاد الزراعي هو نظام تعليمي غير رسمي يهدف إلى مساعدة المزارعين على تحسين الإنتاج الزراعي.
التنمية الريفية
ويقصد بالتنمية الريفية تحسين مستوى معيشة السكان في المجتمع الريفي بصورة مستمرة.`,
  `أنواع الأهداف الإرشادية
1- الأهداف التعليمية
وهي التي تعمل على إحداث تغييرات في معارف المزارعين ومهاراتهم.
2- الأهداف الاقتصادية
وهي التي تعمل على زيادة دخل المزارعين من خلال تحسين الإنتاج الزراعي.
3- الأهداف الاجتماعية
وهي التي تعمل على تحسين نوعية الحياة في المجتمع الريفي.`,
  `مبادئ العمل الإرشادي:
1- كسب ثقة المزارعين
2- البدء من مستوى المزارعين
3- مشاركة القادة المحليين
4- التقييم والمتابعة المستمرة`,
  `مجالات العمل الإرشادي:
1- الإنتاج النباتي والحيواني
2- الحياة الأسرية الريفية
3- البيئة الريفية والموارد الطبيعية
4- قضايا الشباب الريفي`,
  `تاريخ الإرشاد الزراعي
في عام 1866 ظهر مصطلح التعليم الإرشادي في جامعة كامبردج بإنجلترا لوصف نظام الإرشاد المرتبط بالجامعة.
وفي عام 1914 صدر قانون سميث ليفر الذي نظم الإرشاد التعاوني في الولايات المتحدة الأمريكية.
ويعتمد المرشد الزراعي على نتائج البحث العلمي في حل مشكلات المزارعين في المجتمع الريفي.
وتساعد نتائج البحث العلمي على تطوير الإنتاج الزراعي في القرى والمراكز الريفية.`,
  `تطور الإرشاد
فييي عييام 1890 تأسسييت الجمعييية الأمريكييية لإدخييال الإرشيياد التعليمييي الجييامعي.
وتعمللل الجمعييية عللى نشللر نتائللج البحللث العلمللي بييين المزارعييين.`,
]);

function context(difficulty: ArabicContext['difficulty']): ArabicContext {
  return { model: buildArabicModel(lecture), difficulty, seed: 1 };
}

describe('Arabic text', () => {
  it('routes a document by its script', () => {
    expect(isArabic(lecture)).toBe(true);
    expect(isArabic(documentOf(['The cell is the basic unit of life. '.repeat(5)]))).toBe(false);
  });

  it('tells words stretched or broken by the extraction from real ones', () => {
    for (const damaged of ['فييي', 'عييام', 'الإرشيياد', 'تتكامللل', 'التعللاريف', 'ال', 'ك'])
      expect(isDamagedWord(damaged), damaged).toBe(true);
    for (const word of ['التقييم', 'تغيير', 'الزراعيين', 'للمزارعين', 'اللبن', 'في', 'و'])
      expect(isDamagedWord(word), word).toBe(false);
  });

  it('keeps sentences of a stretched page out of what may be shown', () => {
    const sentences = arabicSentences(lecture);
    expect(sentences.filter((s) => s.page === 7).every((s) => !s.clean)).toBe(true);
    expect(sentences.filter((s) => s.page === 6).every((s) => s.clean)).toBe(true);
  });

  it('finds recurring phrases as key terms, not adjectives or stretched words', () => {
    const terms = [...arabicTerms(arabicSentences(lecture), 7).values()].map((t) => t.text);
    expect(terms).toEqual(expect.arrayContaining(['نتائج البحث العلمي', 'المجتمع الريفي']));
    expect(terms).not.toContain('الزراعي');
    expect(terms.some((t) => t.includes('الجمعييية'))).toBe(false);
  });

  it('reads definitions written as "X هو …", "يقصد بـX …" and a term line over "وهي …"', () => {
    const pageText = new Map(lecture.pages.map((p) => [p.number, p.text]));
    const found = arabicDefinitions(arabicSentences(lecture), pageText);
    expect(found.map((d) => [d.term, d.text])).toEqual([
      [
        'الإرشاد الزراعي',
        'نظام تعليمي غير رسمي يهدف إلى مساعدة المزارعين على تحسين الإنتاج الزراعي',
      ],
      ['التنمية الريفية', 'تحسين مستوى معيشة السكان في المجتمع الريفي بصورة مستمرة'],
      ['الأهداف التعليمية', 'التي تعمل على إحداث تغييرات في معارف المزارعين ومهاراتهم'],
      ['الأهداف الاقتصادية', 'التي تعمل على زيادة دخل المزارعين من خلال تحسين الإنتاج الزراعي'],
      ['الأهداف الاجتماعية', 'التي تعمل على تحسين نوعية الحياة في المجتمع الريفي'],
    ]);
  });

  it('reads the next definitions of a series written as "وY ويفعل …"', () => {
    const page = `المدى الزمني
أهداف طويلة المدى وهي التي يستغرق تنفيذها فترة زمنية طويلة نسبيا (حوالي عشرة أعوام)
وأهداف متوسطة المدى ويستغرق تنفيذها فترات زمنية أقل (حوالي خمسة أعوام)
وأهداف قصيرة المدى ويستغرق تنفيذها فترات زمنية أقل من ذلك بكثير (حوالي سنة واحدة)
والبرامج الإرشادية ويشارك فيها المزارعون والقادة المحليون في كل مراحلها المختلفة`;
    const doc = documentOf([page]);
    const pageText = new Map(doc.pages.map((p) => [p.number, p.text]));
    const found = arabicDefinitions(arabicSentences(doc), pageText);
    expect(found.map((d) => [d.term, d.text])).toEqual([
      ['أهداف طويلة المدى', 'التي يستغرق تنفيذها فترة زمنية طويلة نسبيا (حوالي عشرة أعوام)'],
      ['أهداف متوسطة المدى', 'يستغرق تنفيذها فترات زمنية أقل (حوالي خمسة أعوام)'],
      ['أهداف قصيرة المدى', 'يستغرق تنفيذها فترات زمنية أقل من ذلك بكثير (حوالي سنة واحدة)'],
    ]);
  });

  it('reads numbered lists under their label', () => {
    const lists = buildArabicModel(lecture).lists;
    expect(lists.map((l) => l.label)).toEqual([
      'أنواع الأهداف الإرشادية',
      'مبادئ العمل الإرشادي',
      'مجالات العمل الإرشادي',
    ]);
    expect(lists[1]?.items).toContain('مشاركة القادة المحليين');
  });
});

describe('a word of the same root', () => {
  it('is heard in a definition that names its term in other words', () => {
    expect(echoesItsRoot('التقييم', 'إجراء عملية تقدير منهجية ومستمرة لقيمة العمل')).toBe(true);
    expect(echoesItsRoot('الإرشاد الزراعي كعلم', 'نظريات استنتجت بطرائق البحث العلمي')).toBe(true);
    // 'تقدير' is of another root; the endings alone make no echo.
    expect(echoesItsRoot('التقييم', 'إجراء عملية تقدير منهجية ومستمرة للعمل')).toBe(false);
    expect(echoesItsRoot('أهداف كمية', 'التي يسهل ملاحظة نتائجها أو قياسها')).toBe(false);
  });
});

describe('Arabic quiz and cards', () => {
  const generator = createOfflineGenerator();

  it('asks in Arabic, on the clean pages only, keeping both invariants at every difficulty', async () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const quiz = await generator.quiz(lecture, { count: 8, difficulty });
      expect(quiz).toHaveLength(8);
      expectQuizInvariants(quiz, lecture);
      for (const q of quiz) {
        expect(q.question).toMatch(/^(?:أكمل: .*______|أي .*؟$)/u);
        expect(q.page).not.toBe(7);
        // The lecture's subject, named on its first page, is never the blank.
        if (q.question.startsWith('أكمل'))
          expect(q.options[q.answerIndex]).not.toBe('الإرشاد الزراعي');
      }
    }
  });

  it('asks for the term of a definition with sibling terms as wrong options', () => {
    const items = arabicDefinitionItems(context('hard'));
    const item = items.find((i) => i.question.includes('زيادة دخل المزارعين'));
    expect(item?.question).toBe(
      'أي المصطلحات التالية يطابق هذا التعريف: «التي تعمل على زيادة دخل المزارعين من خلال تحسين الإنتاج الزراعي»؟',
    );
    expect(item?.answer).toBe('الأهداف الاقتصادية');
    expect(item?.distractors).toEqual(expect.arrayContaining(['الأهداف التعليمية']));
    const describe = items.find(
      (i) => i.question === 'أي العبارات التالية تصف «الأهداف الاقتصادية»؟',
    );
    expect(describe?.answer).toBe(
      'التي تعمل على زيادة دخل المزارعين من خلال تحسين الإنتاج الزراعي',
    );
  });

  it("ranks last a definition that says a word of its term's root, in either form", () => {
    const pages = lecture.pages.map((p) => p.text);
    pages[1] += '\nويقصد بالتقييم إجراء عملية تقدير منهجية ومستمرة لقيمة العمل الإرشادي.';
    const model = buildArabicModel(documentOf(pages));
    const items = arabicDefinitionItems({ model, difficulty: 'medium', seed: 1 });
    const cued = items.filter((i) => i.key === 'ar:التقييم');
    // 'الأهداف الاقتصادية: التي تعمل على زيادة دخل المزارعين …' says no word of its term.
    const clean = items.filter((i) => i.key === 'ar:الاهداف الاقتصاديه');
    expect(cued).toHaveLength(2);
    expect(clean).toHaveLength(2);
    const lowest = Math.min(...clean.map((i) => i.score));
    for (const item of cued) expect(item.score, item.question).toBeLessThan(lowest - 0.2);
  });

  it('blanks a year with other years as wrong options, and a list item with items of other lists', () => {
    const ctx = context('medium');
    const year = arabicClozeItems(ctx).find((i) => i.question.includes('جامعة كامبردج'));
    expect(year?.question).toMatch(/^أكمل: في عام ______ ظهر مصطلح/u);
    expect(year?.answer).toBe('1866');
    expect(year?.distractors.every((d) => /^\d{4}$/.test(d) && d !== '1866')).toBe(true);
    const listed = arabicListItems(ctx);
    expect(listed.length).toBeGreaterThan(4);
    for (const item of listed) {
      const page = pageOf(lecture, item.page);
      expect(containsPhrase(page, item.answer)).toBe(true);
      for (const wrong of item.distractors) expect(containsPhrase(page, wrong)).toBe(false);
    }
  });

  it('picks wrong options that echo the stem as the key does, and not three of a kind beside it', () => {
    const ctx = context('easy');
    const pool = [
      'بعض قضايا الشباب',
      'بعض قضايا المرأة',
      'بعض قضايا القادة',
      'أهداف كمية',
      'أهداف نوعية',
      'الأهداف العامة',
    ].map((text) => ({ text, page: 3 }));
    const never = (): boolean => false;
    // 'أهداف' of the key is in the stem: options with it come first.
    const echoing = pickOptions(
      { text: 'الأهداف التنفيذية', page: 3 },
      pool,
      ctx,
      never,
      'أهداف أكثر دقة من الأهداف العامة',
    );
    expect(echoing?.every((o) => o.includes('أهداف'))).toBe(true);
    // Three 'بعض قضايا …' beside a key without them would point to the key.
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const options = pickOptions(
        { text: 'التقييم المستمر', page: 3 },
        pool,
        { ...ctx, difficulty },
        (o) => o.text.includes('أهداف'),
      );
      expect(options).toBeUndefined();
    }
  });

  it('ends a long blank sentence before a clause that says something else', () => {
    const sentence =
      'ساعد إنشاء وزارة الزراعة وكليات الزراعة الأمريكية عام 1862 على تمكين البنيان الإرشادي فيما بعد من القيام بدوره في الريف، فقد واكب ذلك إنشاء محطات تجارب ملحقة بهذه الكليات أتاحت قدرا كبيرا من نتائج البحوث الزراعية للمزارعين.';
    const doc = documentOf([...lecture.pages.map((p) => p.text), `الكليات الزراعية\n${sentence}`]);
    const ctx = { model: buildArabicModel(doc), difficulty: 'medium' as const, seed: 1 };
    const year = arabicClozeItems(ctx).find((i) => i.answer === '1862');
    expect(year?.question).toBe(
      'أكمل: ساعد إنشاء وزارة الزراعة وكليات الزراعة الأمريكية عام ______ على تمكين البنيان الإرشادي فيما بعد من القيام بدوره في الريف.',
    );
    expect(year?.evidence).toBe(sentence);
  });

  it('makes cards of definitions, blanks and lists, grounded on their pages', async () => {
    const cards = await generator.flashcards(lecture, { count: 8 });
    expect(cards).toHaveLength(8);
    expectCardInvariants(cards, lecture);
    expect(cards).toEqual(
      expect.arrayContaining([
        {
          front: 'ما المقصود بـ«الأهداف الاقتصادية»؟',
          // Without the relative pronoun that tied the definition to its term on the slide.
          back: 'تعمل على زيادة دخل المزارعين من خلال تحسين الإنتاج الزراعي.',
          page: 3,
        },
      ]),
    );
    expect(cards.some((c) => c.page === 7)).toBe(false);
  });

  it('gives the same quiz for the same seed', async () => {
    const first = await generator.quiz(lecture, { count: 6, difficulty: 'medium', seed: 5 });
    const again = await createOfflineGenerator().quiz(lecture, {
      count: 6,
      difficulty: 'medium',
      seed: 5,
    });
    expect(again).toEqual(first);
  });
});
