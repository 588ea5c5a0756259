/**
 * Bullets that file a statement under a label ("Phonology: All spoken languages have consonants
 * and vowels.", "Credible signals: Show a picture of you skydiving"): the label is the category
 * the slide puts the statement in, and the labels of one slide are rival categories.
 */
import { opensOnAReference } from '../quality/missing-context.ts';
import { isVariant } from '../quality/quality-checks.ts';
import {
  aboutOneExample,
  type BuildContext,
  type FlashcardCandidate,
  type QuizCandidate,
} from './candidate.ts';
import type { DocumentModel } from './document-model.ts';
import { COUNT_ONLY_SCORE } from './select.ts';

/** Stable ids apart from sentences (0…), list items (1 000 000…), calls (2 000 000…) and parts. */
const LABELLED_SENTENCE_BASE = 4_000_000;

export interface Labelled {
  page: number;
  section: string;
  label: string;
  /** What the slide says under the label; empty when the label stands alone ("Semantics: ..."). */
  content: string;
  /** The sentence the label and content are written in: the evidence. */
  line: string;
  /**
   * The content opens with a pronoun ('Might: it can be used in epistemic possibility contexts'
   * says 'it' of a made-up modal before the label, not of the label): it only makes up a count.
   */
  leans: boolean;
  index: number;
}

// Words that make a label a clause ("There is a cost to the signal") or a step in an exercise.
const NOT_IN_LABEL = new Set(
  'a an the is are was were be been has have had do does did can could may must will would should we you i he she it they there this that these those to of for with if so then when why how what which who note example examples e.g eg answer solution question hint tip step ideally minimum maximum exam form content goal goals task source theorem definition proof figure fig table image picture photo diagram'.split(
    ' ',
  ),
);
// Course admin is no subject matter ("Preparation for all exercise classes").
const ADMIN_SECTION =
  /\b(?:class(?:es)?|course|preparation|homework|assignments?|schedule|grading|credits?|exercise \d|problem set)\b/i;

function usableLabel(label: string): boolean {
  const words = label.replace(/\s*\([^)]*\)\s*$/, '').split(/\s+/);
  if (words.length > 3 || label.length > 36 || /\d/.test(label)) return false;
  if (!words.every((w) => /^\p{L}[\p{L}’'-]*\p{L}$/u.test(w))) return false;
  // "RPC: Remote Procedure Calls" is an abbreviation, which its own items ask about.
  if (!/\p{Ll}/u.test(label)) return false;
  return !words.some((w) => NOT_IN_LABEL.has(w.toLowerCase()));
}

function usableContent(content: string): boolean {
  // Lower-case words make a statement; "428 PORTLAND STATE UNIVERSITY" is a letterhead.
  const words = content.split(/\s+/).filter((w) => /\p{Ll}{2,}/u.test(w));
  if (words.length < 3 || words.length > 40 || /[:?]$/.test(content)) return false;
  // "Direct vs Indirect Communication" sets two names against each other: slide shorthand, no
  // statement (as for blanks).
  if (/\bvs\.?\s/.test(content)) return false;
  // "tall, short, cold, warm" is a list; the list items ask about it.
  const parts = content.replace(/\.$/, '').split(/\s*,\s*/);
  if (parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 2)) return false;
  // Formulas and tables: too few letters to read as a statement.
  const letters = (content.match(/\p{L}/gu) ?? []).length;
  return letters / content.replace(/\s/g, '').length >= 0.75;
}

/** Every "Label: content" sentence of the document, in page order. */
export function findLabelled(model: DocumentModel): Labelled[] {
  const out: Labelled[] = [];
  for (const layout of model.layouts) {
    // A question as slide title ("Can you think of …?") names no category to file under.
    if (layout.skip || ADMIN_SECTION.test(layout.title) || /\?$/.test(layout.title)) continue;
    if (aboutOneExample(layout.title)) continue;
    for (const unit of layout.units) {
      if (unit.kind !== 'bullet' && unit.kind !== 'line') continue;
      // One bullet can hold several labelled sentences ("Credible signals: … etc. Not credible: …").
      for (const raw of unit.text.split(/(?<=[.!])\s+(?=\p{Lu})/u)) {
        // A sub-item letter left by the bullet ("d Credible signals: …") is no part of the label.
        const sentence = raw.replace(/^[a-h]\s+(?=\p{Lu})/u, '').trim();
        const match = /^([^:]{2,40}?)\s*:\s*(.*)$/u.exec(sentence);
        if (match === null) continue;
        const [, label = '', rest = ''] = match;
        if (!usableLabel(label)) continue;
        // "Strategy sets:" opens a list; "Semantics: ..." is a category the slide leaves open.
        if (rest.trim() === '') continue;
        const content = /^(?:\.{2,}|…)$/.test(rest.trim()) ? '' : rest.trim();
        if (content !== '' && !usableContent(content)) continue;
        out.push({
          page: layout.page,
          section: layout.title,
          label,
          content,
          line: raw.trim(),
          leans: opensOnAReference(content),
          index: out.length,
        });
      }
    }
  }
  return out;
}

const found = new WeakMap<DocumentModel, Labelled[]>();

function labelledOf(model: DocumentModel): Labelled[] {
  let list = found.get(model);
  if (list === undefined) {
    list = findLabelled(model);
    found.set(model, list);
  }
  return list;
}

/** The first sentence of the content, when the rest only adds to it. */
function firstSentence(content: string): string {
  return content.split(/(?<=\.)\s+(?=\p{Lu})/u)[0] ?? content;
}

function underWhichHeading(item: Labelled): string {
  // A note in brackets after the statement is an aside ('… at most two variables (note: this does
  // not say anything about the domains)'), not what the heading files.
  const statement = firstSentence(item.content)
    .replace(/\.$/, '')
    .replace(/\s*\((?:note|n\.b\.?|nb)\b[^)]*\)$/i, '');
  return `On the slide “${item.section}”, under which heading is “${statement}” given?`;
}

/**
 * "On the slide “Examples of linguistic universals”, under which heading is “All languages have
 * verbs and nouns” given?" — the other labels of the slide are the wrong options.
 */
export function labelledItems(ctx: BuildContext): QuizCandidate[] {
  const all = labelledOf(ctx.model);
  const out: QuizCandidate[] = [];
  for (const item of all) {
    if (item.content === '' || item.section === '') continue;
    const rivals = all.filter(
      (o) => o.page === item.page && o.label.toLowerCase() !== item.label.toLowerCase(),
    );
    const labels = [...new Map(rivals.map((o) => [o.label.toLowerCase(), o.label])).values()];
    // A distractor named in the statement itself would be an answer too.
    const statement = firstSentence(item.content);
    const wrong = labels.filter(
      (l) =>
        !isVariant(l, item.label) &&
        !statement.toLowerCase().includes(l.toLowerCase().replace(/\s*\(.*$/, '')),
    );
    if (wrong.length < 3) continue;
    const [a = '', b = '', c = ''] = wrong.slice(0, 3);
    out.push({
      kind: 'labelled',
      question: underWhichHeading(item),
      answer: item.label,
      distractors: [a, b, c],
      page: item.page,
      evidence: item.line,
      key: `labelled:${item.page}:${item.index}`,
      group: `labelled:${item.page}`,
      sentenceId: LABELLED_SENTENCE_BASE + item.index,
      score: item.leans ? COUNT_ONLY_SCORE : 0.62,
    });
  }
  return out;
}

/**
 * A statement about a person of an example ('Measure uses: Roberta is 180 centimeters tall'): the
 * name is never written in lower case and is no term the document defines or titles. Asked which
 * heading it illustrates, it is a fair question; as a card's back, it says nothing of its label.
 */
function aboutAnExamplePerson(content: string, model: DocumentModel): boolean {
  const name = /^(\p{Lu}\p{Ll}+) (?:is|are|was|were|has|had|can|will|would|must|might|may)\b/u
    .exec(content)?.[1]
    ?.toLowerCase();
  if (name === undefined || model.lowerWords.has(name)) return false;
  const term = model.terms.get(name);
  return term === undefined || (term.proper && !term.defined && !term.inTitle);
}

/** Label ↔ what the slide says under it. */
export function labelledCards(ctx: BuildContext): FlashcardCandidate[] {
  return (
    labelledOf(ctx.model)
      // A label that is the slide's own title ('Constraint graph' on “CONSTRAINT GRAPH”) files nothing.
      .filter(
        (item) =>
          item.content !== '' &&
          item.section !== '' &&
          !isVariant(item.section, item.label) &&
          !aboutAnExamplePerson(item.content, ctx.model),
      )
      .map((item) => ({
        front: `What does the slide “${item.section}” say under “${item.label}”?`,
        back: item.content,
        asked: { question: underWhichHeading(item), answer: item.label },
        page: item.page,
        key: `labelled:${item.page}:${item.label.toLowerCase()}`,
        sentenceId: LABELLED_SENTENCE_BASE + item.index,
        score: item.leans ? COUNT_ONLY_SCORE : 0.58,
      }))
  );
}
