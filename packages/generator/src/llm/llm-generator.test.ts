import { afterEach, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { emptyReport, explainShortfall } from '../quality/shortfall.ts';
import { GeneratorError } from '../types.ts';
import { createLlmGenerator } from './llm-generator.ts';
import {
  promptOf,
  startOpenAiTestServer,
  type OpenAiTestServer,
  type Responder,
} from './openai-test-server.ts';
import {
  DISTRACTORS,
  goodCards,
  goodQuizItems,
  json,
  lectureDocument,
} from './llm-test-fixtures.ts';

let server: OpenAiTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function generatorFor(respond: Responder) {
  server = await startOpenAiTestServer(respond);
  return createLlmGenerator({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model' });
}

const doc = lectureDocument();
const pageText = (n: number) => doc.pages.find((p) => p.number === n)?.text ?? '';

describe('LLM quiz generation against an OpenAI-compatible server', () => {
  it('returns exactly the count, each item grounded on the page it cites', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req) => json(goodQuizItems(req, used)));

    const questions = await generator.quiz(doc, {
      count: 7,
      difficulty: 'hard',
      subject: 'CSC 227',
    });

    expect(questions).toHaveLength(7);
    for (const q of questions) {
      const key = q.options[q.answerIndex] ?? '';
      expect(pageText(q.page ?? 0)).toContain(key);
      expect(q.question).toContain('_____');
      expect(new Set(q.options).size).toBe(4);
      expect(q.options.filter((o) => DISTRACTORS.includes(o))).toHaveLength(3);
    }
    // The stand-in model always answers A; the generator spreads keys over A–D.
    expect(new Set(questions.map((q) => q.answerIndex)).size).toBeGreaterThanOrEqual(3);
    expect(questions.map((q) => q.page)).toEqual([...questions.map((q) => q.page)].sort());
  });

  it('sends the model, the key, structured output and the pages with [p.N] markers', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req) => json(goodQuizItems(req, used)));
    await generator.quiz(doc, { count: 5, difficulty: 'hard', subject: 'CSC 227', seed: 42 });

    const [first] = server?.requests ?? [];
    expect(first?.url).toBe('/v1/chat/completions');
    expect(first?.headers.authorization).toBe('Bearer sk-test');
    expect(first?.body.model).toBe('test-model');
    expect(first?.body.seed).toBe(42);
    expect(first?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'quiz', strict: true },
    });
    const prompt = promptOf(first!);
    for (const n of [2, 3, 4, 5, 6, 7]) expect(prompt).toContain(`[p.${n}]\n`);
    // Title and reference pages give nothing to ask about.
    expect(prompt).not.toContain('[p.1]');
    expect(prompt).not.toContain('[p.8]');
    expect(prompt).toContain('Subject: CSC 227');
    expect(prompt).toMatch(/Difficulty: hard/);
  });

  it('asks again after a malformed reply and still delivers the count', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) =>
      i === 0
        ? { content: '{"items": [{"page": 2, "evidence": "A pro' }
        : json(goodQuizItems(req, used)),
    );
    const questions = await generator.quiz(doc, { count: 5, difficulty: 'medium' });
    expect(questions).toHaveLength(5);
    expect(server?.requests.length).toBe(2);
    expect(promptOf(server!.requests[1]!)).toContain('the reply was not the JSON object asked for');
  });

  it('drops an item with duplicate options and one citing a missing page, then replaces them', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) => {
      const items = goodQuizItems(req, used);
      if (i === 0 && items[0] && items[1]) {
        items[0].options = ['same', 'Same', 'other', 'more'];
        items[1].page = 99;
      }
      return json(items);
    });
    const questions = await generator.quiz(doc, { count: 6, difficulty: 'easy' });

    expect(questions).toHaveLength(6);
    for (const q of questions) expect(q.options).not.toContain('same');
    expect(questions.every((q) => (q.page ?? 0) <= 8)).toBe(true);
    // 6 asked + a third more = 8 on the first call, 2 rejected: exactly 6 remain, no retry needed.
    expect(server?.requests.length).toBe(1);
  });

  it('feeds rejection reasons back when a round falls short', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) => {
      const items = goodQuizItems(req, used);
      if (i === 0) for (const item of items.slice(0, 4)) item.page = 99;
      return json(items);
    });
    const questions = await generator.quiz(doc, { count: 6, difficulty: 'easy' });
    expect(questions).toHaveLength(6);
    expect(server?.requests.length).toBe(2);
    expect(promptOf(server!.requests[1]!)).toContain('page 99 is not one of the pages given');
  });

  it('rejects evidence that is not on the cited page', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) => {
      const items = goodQuizItems(req, used);
      if (i === 0 && items[0]) {
        items[0].evidence = 'Paging was invented by the moon people in 1850.';
        items[0].options = ['moonbeams', ...DISTRACTORS];
      }
      return json(items);
    });
    const questions = await generator.quiz(doc, { count: 5, difficulty: 'easy' });
    expect(questions).toHaveLength(5);
    expect(questions.flatMap((q) => q.options)).not.toContain('moonbeams');
  });

  it('returns the valid items it has when the model cannot make more, and says why', async () => {
    const used = new Set<string>();
    let fixed: unknown[] | undefined;
    const generator = await generatorFor((req) => {
      fixed ??= goodQuizItems(req, used).slice(0, 2);
      return json(fixed); // the same two items every time: repeats are dropped
    });
    const report = emptyReport();
    const questions = await generator.quiz(doc, { count: 5, difficulty: 'medium', report });
    expect(questions).toHaveLength(2);
    expect(server?.requests.length).toBe(4); // first round + 3 bounded regeneration rounds
    expect(explainShortfall({ noun: 'question', got: 2, asked: 5, report })).toBe(
      "Only 2 questions passed the checks: the model wrote 8 candidates; 6 repeated another question's term, sentence or wording.",
    );
  });

  it('drops items with an item-writing flaw, asks again in their place and counts each rule', async () => {
    const used = new Set<string>();
    const flawed: string[] = [];
    const generator = await generatorFor((req, i) => {
      const items = goodQuizItems(req, used);
      const [above, figure, none] = items;
      if (i === 0 && above && figure && none) {
        above.options = [above.options[0] ?? '', 'zeppelin', 'marmalade', 'All of the above'];
        figure.question = 'The ______ is shown in figure 6.2.';
        none.options = [none.options[0] ?? '', 'zeppelin', 'None of the above', 'trombone'];
        flawed.push(above.question, figure.question, none.question);
      }
      return json(items);
    });
    const flawLog = new Map<string, number>();
    const report = emptyReport();
    const questions = await generator.quiz(doc, { count: 6, difficulty: 'easy', flawLog, report });

    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(flawed).not.toContain(q.question);
      expect(q.options.join(' ')).not.toMatch(/of the above/i);
    }
    // 8 asked, 3 flawed: the second round asks for the missing one, told why the others failed.
    expect(server?.requests.length).toBe(2);
    expect(promptOf(server!.requests[1]!)).toContain('item-writing flaw (missing context)');
    expect(flawLog).toEqual(
      new Map([
        ['aboveOption', 2],
        ['leansOnMissingContext', 1],
      ]),
    );
    expect(report).toMatchObject({ source: 'model', flawed: 3, unsupported: 0 });
  });

  it('reads items written in Arabic with the Arabic flaw rules', async () => {
    const sentence = 'ينتج الانقسام المتساوي خليتين متماثلتين في عدد الكروموسومات دائما.';
    const arabic = {
      kind: 'pdf' as const,
      pageCount: 3,
      pages: [1, 2, 3].map((number) => ({ number, text: `الخلية\n${sentence}\n${sentence}` })),
    };
    const options = ['الانقسام المتساوي', 'التمثيل الضوئي', 'التنفس الخلوي', 'النقل النشط'];
    // The key repeats 'الانقسام' of the stem and no wrong option does: a cue.
    const echoing = {
      page: 2,
      evidence: sentence,
      question: 'ما اسم الانقسام الذي ينتج خليتين متماثلتين؟',
      options,
      answer: 'A',
    };
    const clean = { ...echoing, question: 'ما اسم العملية التي تنتج خليتين متماثلتين؟' };
    const generator = await generatorFor(() => json([echoing, clean]));
    const flawLog = new Map<string, number>();
    const questions = await generator.quiz(arabic, { count: 1, difficulty: 'easy', flawLog });
    expect(questions.map((q) => q.question)).toEqual([clean.question]);
    expect(flawLog).toEqual(new Map([['arabicKeyInStem', 1]]));
  });

  it('fails with the provider message when no valid item comes back', async () => {
    const generator = await generatorFor(() => ({ content: 'I am sorry, I cannot do that.' }));
    const error = await generator.quiz(doc, { count: 5, difficulty: 'medium' }).catch((e) => e);
    expect(error).toBeInstanceOf(GeneratorError);
    expect(error).toMatchObject({ code: 'provider', message: GENERATION_MESSAGES.provider });
    expect(server?.requests.length).toBe(4);
  });
});

describe('LLM flashcard generation', () => {
  it('returns grounded cards with their pages and drops ungrounded ones', async () => {
    const used = new Set<string>();
    const generator = await generatorFor((req, i) => {
      const cards = goodCards(req, used);
      if (i === 0 && cards[0]) {
        cards[0].back = 'Something no page says.';
        cards[0].evidence = 'Nothing like this is written anywhere in the lecture.';
      }
      return json(cards);
    });
    const cards = await generator.flashcards(doc, { count: 8 });
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(pageText(card.page ?? 0)).toContain(card.back);
      expect(card.front).toContain('_____');
    }
    expect(promptOf(server!.requests[0]!)).toContain('Write exactly 11 flashcards');
    // The card rules the checks hold it to, told beforehand.
    expect(promptOf(server!.requests[0]!)).toContain('The card must make sense on its own');
    expect(server?.requests[0]?.body.response_format).toMatchObject({
      json_schema: { name: 'flashcards' },
    });
  });

  it('drops cards with an item-writing flaw, asks again in their place and counts each rule', async () => {
    const used = new Set<string>();
    const flawed: [string, string, string] = [
      'Which of the following is shown in figure 6.2?',
      'What will the students read in the curriculum for this course?',
      'Which cell type grows fastest in the table below?',
    ];
    const generator = await generatorFor((req, i) => {
      const cards = goodCards(req, used);
      const [figure, business, table] = cards;
      if (i === 0 && figure && business && table)
        [figure.front, business.front, table.front] = flawed;
      return json(cards);
    });
    const flawLog = new Map<string, number>();
    const report = emptyReport();
    const cards = await generator.flashcards(doc, { count: 6, flawLog, report });

    expect(cards).toHaveLength(6);
    for (const card of cards) expect(flawed).not.toContain(card.front);
    // 8 asked, 3 flawed: the second round asks for the missing one, told why the others failed.
    expect(server?.requests.length).toBe(2);
    expect(promptOf(server!.requests[1]!)).toContain('item-writing flaw (course business)');
    expect(flawLog).toEqual(
      new Map([
        ['leansOnMissingContext', 2],
        ['courseBusiness', 1],
      ]),
    );
    expect(report).toMatchObject({ source: 'model', flawed: 3, unsupported: 0 });
  });
});
