import { describe, expect, it } from 'vitest';
import { flawsOf, type FlawName, type ItemToCheck } from './item-flaws.ts';

const DEFINE = 'أي المصطلحات التالية يطابق هذا التعريف:';
const item = (question: string, answer: string, distractors: string[]): ItemToCheck => ({
  question,
  answer,
  distractors,
});

describe.each<[FlawName, ItemToCheck[], ItemToCheck[]]>([
  [
    'arabicKeyInStem',
    [
      item(`${DEFINE} «التي يستغرق تنفيذها فترة زمنية طويلة نسبيا»؟`, 'أهداف طويلة المدى', [
        'الأهداف التنفيذية',
        'أهداف كمية',
        'التقييم',
      ]),
      item('أي مما يلي ورد ضمن «أهداف الإرشاد الزراعي»؟', 'الأهداف العامة', [
        'بعض قضايا الشباب الريفي',
        'معظم نواحي الحياة الأسرية',
        'نوعية التغيير المستهدف',
      ]),
      // A model's question, without the generator's quotes.
      item('ما اسم الانقسام الذي ينتج خليتين متماثلتين؟', 'الانقسام المتساوي', [
        'التمثيل الضوئي',
        'التنفس الخلوي',
        'النقل النشط',
      ]),
    ],
    [
      // Every option repeats 'أهداف', as the key does: no cue.
      item(`${DEFINE} «أهداف أكثر تحديدا من الأهداف الشاملة»؟`, 'الأهداف العامة', [
        'أهداف كمية',
        'أهداف نوعية',
        'أهداف تعليمية',
      ]),
      // The template's own words ('التعريف', 'التالية') are not the stem.
      item(`${DEFINE} «إجراء عملية تقدير منهجية لقيمة العمل»؟`, 'التقييم', [
        'أهداف كمية',
        'الإرشاد الزراعي كعلم',
        'أهداف نوعية',
      ]),
    ],
  ],
  [
    'arabicOddOneOut',
    [
      item(`${DEFINE} «إجراء عملية تقدير منهجية لقيمة العمل»؟`, 'التقييم', [
        'أهداف كمية',
        'أهداف نوعية',
        'الأهداف العامة',
      ]),
      item('أي مما يلي ورد ضمن «مبادئ العمل الإرشادي»؟', 'وضع الأهداف المناسبة', [
        'بعض قضايا المرأة الريفية',
        'بعض قضايا المجتمع المحلي',
        'بعض قضايا القيادات الريفية',
      ]),
      item('أي العبارات التالية تصف «أهداف متوسطة المدى»؟', 'يستغرق تنفيذها فترات أقل', [
        'التي تعمل على إحداث تغييرات في السلوك',
        'التي يسهل ملاحظة نتائجها',
        'التي يصعب ملاحظة نتائجها',
      ]),
    ],
    [
      item(`${DEFINE} «التي يسهل ملاحظة نتائجها أو قياسها»؟`, 'أهداف كمية', [
        'أهداف نوعية',
        'الأهداف العامة',
        'أهداف تعليمية',
      ]),
      // Two of a kind and one other: the key is not the only one apart.
      item('أي مما يلي ورد ضمن «مبادئ العمل الإرشادي»؟', 'وضع الأهداف المناسبة', [
        'بعض قضايا المرأة الريفية',
        'بعض قضايا المجتمع المحلي',
        'معظم نواحي الحياة الأسرية',
      ]),
    ],
  ],
  [
    'arabicLeansOnContext',
    [
      item(
        'أكمل: تعد هذه الأسس لتصنيف ______ من أكثر الأسس مناسبة للاستخدام.',
        'الأهداف الإرشادية',
        ['المجتمع المحلي', 'الأهداف العامة', 'الأهداف الأساسية'],
      ),
      item('أكمل: وذلك بإشراكهم في تخطيط ______ لأن الناس يتحمسون لما يشاركون فيه.', 'البرامج', [
        'الأنشطة',
        'الهيئات',
        'المستلزمات',
      ]),
      item(
        `${DEFINE} «يستغرق تنفيذها فترات زمنية أقل من السابقة (حوالي سنة)»؟`,
        'أهداف قصيرة المدى',
        ['أهداف طويلة المدى', 'أهداف متوسطة المدى', 'أهداف كمية'],
      ),
      item('أي العبارات التالية تصف «أهداف قصيرة المدى»؟', 'يستغرق تنفيذها فترات أقل من السابقة', [
        'إجراء عملية تقدير منهجية',
        'التي يسهل ملاحظة نتائجها',
        'التي يصعب ملاحظة نتائجها',
      ]),
    ],
    [
      // A bracket names what 'the two previous levels' are.
      item(
        `${DEFINE} «أكثر دقة من الأهداف في المستويين السابقين (الشاملة والعامة)»؟`,
        'الأهداف التنفيذية',
        ['الأهداف العامة', 'أهداف كمية', 'أهداف نوعية'],
      ),
      // A demonstrative later in the sentence points within it.
      item(
        'أكمل: أهداف اجتماعية تعمل على تحقيق تغييرات، كل ذلك بما يحسن ______.',
        'المجتمع المحلي',
        ['العمل الإرشادي', 'الأهداف العامة', 'التغيير المستهدف'],
      ),
      // 'هذا التعريف' belongs to the template, not to the definition it quotes.
      item(`${DEFINE} «التي تعمل على إحداث تغييرات في سلوك المسترشدين»؟`, 'أهداف تعليمية', [
        'الأهداف العامة',
        'الأهداف التنفيذية',
        'أهداف كمية',
      ]),
    ],
  ],
])('the %s rule', (rule, flawed, clean) => {
  it.each(flawed.map((f) => [f.question, f]))('flags %j', (_, f) => {
    expect(flawsOf(f)).toContain(rule);
  });
  it.each(clean.map((c) => [c.question, c]))('passes %j', (_, c) => {
    expect(flawsOf(c)).not.toContain(rule);
  });
});

describe('the language of the rules', () => {
  it('reads an Arabic item with the Arabic rules only', () => {
    // In English, a stem with a pronoun and no context would be flagged; these are Arabic words.
    const arabic = item(
      'أكمل: يتم تحقيق ______ بتحقيق الأهداف التنفيذية في القرية.',
      'الأهداف العامة',
      ['الأهداف الأساسية', 'المجتمع المحلي', 'أهداف نوعية'],
    );
    expect(flawsOf(arabic)).toEqual([]);
  });

  it('reads an English item with the English rules only', () => {
    const english = item('The ______ is shown in figure 6.2.', 'cochlea', [
      'retina',
      'cornea',
      'stapes',
    ]);
    expect(flawsOf(english)).toEqual(['leansOnMissingContext']);
  });
});
