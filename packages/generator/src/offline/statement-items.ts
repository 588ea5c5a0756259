import { flawsOf } from '../quality/item-flaws.ts';
import { STAND_IN } from './select.ts';
import type { BuildContext, QuizCandidate } from './candidate.ts';
import type { Sentence } from './document-model.ts';
import { BLANK } from './cloze-items.ts';
import { keyedRandom } from './random.ts';

export const STATEMENT_QUESTION = 'Which of the following statements is true?';

// Below every other kind, even a sentence's second blank (judged, those were usable more often):
// asked only when the others run short (select.ts, STAND_IN).
const STATEMENT_SCORE = -0.2;

interface Altered {
  key: string;
  sentenceId: number;
  page: number;
  text: string;
}

/**
 * 'Which of the following statements is true?' (issue 12: true statements against altered ones).
 * The key is a sentence of the document as it stands; each wrong option is another of its
 * sentences with its key term swapped for a wrong option of its own blank, which the blank's
 * checks already proved does not fit there (built from fill-in-the-blank candidates that passed the
 * flaw rules). Keyed by the sentence, not a term, it asks facts that hold no blank of their own
 * or whose term is already asked twice.
 */
export function statementItems(clozes: QuizCandidate[], ctx: BuildContext): QuizCandidate[] {
  const altered = bestPerSentence(clozes).flatMap((cloze): Altered[] => {
    const wrong = cloze.distractors[0];
    if (!fromSentence(cloze) || wrong === undefined) return [];
    const { key, sentenceId, page } = cloze;
    return [{ key, sentenceId, page, text: fill(cloze, wrong) }];
  });
  const out: QuizCandidate[] = [];
  // How often each altered sentence is already offered: the next statement prefers others.
  const used = new Map<Altered, number>();
  for (const sentence of ctx.model.sentences) {
    if (!statesAFact(sentence, ctx)) continue;
    const truth = /[.!]$/.test(sentence.text) ? sentence.text : `${sentence.text}.`;
    const random = keyedRandom(ctx.seed, truth);
    // Wrong statements about other terms, near in the document and in length, so that neither the
    // topic nor the length singles out the true one.
    const ranked = altered
      .filter(
        (a) =>
          a.sentenceId !== sentence.id &&
          !sentence.phrases.some((p) => p.key === a.key) &&
          lengthFits(truth, a.text),
      )
      .map((a) => ({
        a,
        rank:
          Math.abs(a.page - sentence.page) / 4 +
          Math.abs(Math.log(a.text.length / truth.length)) * 4 +
          (used.get(a) ?? 0) +
          random(),
      }))
      .sort((x, y) => x.rank - y.rank);
    const picked: Altered[] = [];
    for (const { a } of ranked)
      if (picked.length < 3 && picked.every((p) => p.key !== a.key)) picked.push(a);
    const [a, b, c] = picked;
    if (a === undefined || b === undefined || c === undefined) continue;
    for (const p of picked) used.set(p, (used.get(p) ?? 0) + 1);
    out.push({
      kind: 'statement',
      question: STATEMENT_QUESTION,
      answer: truth,
      distractors: [a.text, b.text, c.text],
      page: sentence.page,
      evidence: sentence.text,
      key: `statement ${sentence.id}`,
      sentenceId: sentence.id,
      score: STAND_IN + STATEMENT_SCORE + 0.1 * (sentence.quality - 0.5),
    });
  }
  return out;
}

/**
 * A whole sentence that says something of a term of the document, with nothing the flaw rules
 * find missing or damaged, and not cut off at the end of its line ('… someone 1mm shorter than').
 */
function statesAFact(sentence: Sentence, ctx: BuildContext): boolean {
  const words = sentence.tokens.filter((t) => /\p{L}/u.test(t.value)).length;
  if (sentence.quality < 0.5 || words < 6 || words > 35) return false;
  const first = sentence.tokens.find((t) => t.pos !== 'ADV');
  const last = sentence.tokens.filter((t) => t.pos !== 'PUNCT').at(-1);
  if (first?.pos === 'VERB' || ['ADP', 'CCONJ', 'SCONJ', 'DET'].includes(last?.pos ?? ''))
    return false;
  // 'Jakub is certain that …', 'Chiara is tall': an example about someone, not a fact. A name
  // is written with a capital and a singular verb, and never in lower case ('Bacteria reproduce').
  const [subject, verb] = sentence.tokens;
  if (
    subject?.pos === 'PROPN' &&
    /^\p{Lu}\p{Ll}+$/u.test(subject.value) &&
    !ctx.model.lowerWords.has(subject.normal) &&
    (verb?.pos === 'VERB' || verb?.pos === 'AUX') &&
    /^(?:is|was|has|does)$|[^s]s$/.test(verb.normal)
  )
    return false;
  const aboutTerm = sentence.phrases.some((p) => {
    const term = ctx.model.terms.get(p.key);
    return term !== undefined && (term.count >= 2 || term.defined) && !ctx.topics.has(term.key);
  });
  return (
    aboutTerm && flawsOf({ question: sentence.text, answer: '', distractors: [] }).length === 0
  );
}

/** The sentence with its blank filled, 'a(n)' settled by the word that now follows it. */
export function fill(cloze: QuizCandidate, option: string): string {
  return cloze.question
    .replace(/\b([Aa])\(n\) ______/, (_, a: string) =>
      /^[aeiou]/i.test(option) ? `${a}n ${BLANK}` : `${a} ${BLANK}`,
    )
    .replace(BLANK, option);
}

function bestPerSentence(clozes: QuizCandidate[]): QuizCandidate[] {
  const best = new Map<number, QuizCandidate>();
  for (const c of clozes)
    if (c.kind === 'cloze' && (best.get(c.sentenceId)?.score ?? -Infinity) < c.score)
      best.set(c.sentenceId, c);
  return [...best.values()];
}

/** A whole sentence of the page: not a bullet fragment that borrowed its slide title. */
function fromSentence(cloze: QuizCandidate): boolean {
  const first = (text: string) =>
    (/^[^\s_]*/.exec(text)?.[0] ?? '').toLowerCase().replace(/^an?(?:\(n\))?$/, 'a');
  return cloze.question.startsWith(BLANK) || first(cloze.question) === first(cloze.evidence);
}

function lengthFits(truth: string, altered: string): boolean {
  const ratio = altered.length / truth.length;
  return ratio >= 0.6 && ratio <= 1.6;
}
