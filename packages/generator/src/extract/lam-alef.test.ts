import { describe, expect, it } from 'vitest';
import { mendLamAlef } from './lam-alef.ts';

describe('mendLamAlef', () => {
  it('reads two alefs in a row as a swapped lam-alef', () => {
    expect(mendLamAlef('نشأة اإلرشاد في األرض واالقتصاد')).toBe('نشأة الإرشاد في الأرض والاقتصاد');
    // "إلى" (to) is a real alef-lam sequence and stays.
    expect(mendLamAlef('ثم اتجه إلى الفلسفة')).toBe('ثم اتجه إلى الفلسفة');
  });

  it('mends the article before a lam-alef and لـ before the article', () => {
    expect(mendLamAlef('المدى الزمني الالزم وبالالعب لالستخدام')).toBe(
      'المدى الزمني اللازم وباللاعب للاستخدام',
    );
    // The article before a word that opens with alef comes out as "اال…", read by the first repair.
    expect(mendLamAlef('االلتزام')).toBe('الالتزام');
  });

  it('puts back common words whose swapped form is no word, with their prefixes and endings', () => {
    expect(mendLamAlef('من خالل مالحظة نتائجها، وباختالف مشكالتهم؟ هؤالء أوال')).toBe(
      'من خلال ملاحظة نتائجها، وباختلاف مشكلاتهم؟ هؤلاء أولا',
    );
    expect(mendLamAlef('اإلسالم والإسالمية')).toBe('الإسلام والإسلامية');
  });

  it('leaves real alef-lam words and swapped forms that are words too', () => {
    const real = 'مجال حالة أعمال مثال طالب عالقة سؤال رجال حوالي وبالتالي';
    expect(mendLamAlef(real)).toBe(real);
    // Inside a longer word the swapped form is not taken for the listed one.
    expect(mendLamAlef('خاللها')).toBe('خلالها');
    expect(mendLamAlef('مخالل')).toBe('مخالل');
  });

  it('leaves text without Arabic letters as it is', () => {
    expect(mendLamAlef('Hallo, alles klar')).toBe('Hallo, alles klar');
  });
});
