import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { buildLexicon, splitPage } from './page-units.ts';
import { documentOf } from './test-invariants.ts';

const definitionsOf = (pages: string[]) =>
  buildModel(documentOf(pages)).definitions.map((d) => [d.style, d.term.text, d.text]);

/** Each sentence's stem quality, by the sentence's first word. */
const qualityOf = (pages: string[]) =>
  new Map(buildModel(documentOf(pages)).sentences.map((s) => [s.text.split(' ')[0], s.quality]));

describe('definitions the model reads', () => {
  it('spells out abbreviations with small words inside, after a leading word, and in titles', () => {
    expect(
      definitionsOf([
        `Exercise 2
Solve this game by Iterative Elimination of Strictly Dominated Strategies (IESDS):
The Process Control Block (PCB) stores the state of a process.`,
        `Inter-Process Communication (IPC)
Processes exchange data through shared memory or messages.`,
      ]),
    ).toEqual([
      ['acronym', 'IESDS', 'Iterative Elimination of Strictly Dominated Strategies'],
      ['acronym', 'PCB', 'Process Control Block'],
      ['acronym', 'IPC', 'Inter-Process Communication'],
    ]);
  });

  it('spells out an abbreviation in lower-case words only when their initials are its letters', () => {
    expect(
      definitionsOf([
        `Heuristics
Minimum remaining values (MRV): choose the variable with the fewest legal values.
Electron withdrawing groups (EWG) pull density away from the aromatic ring in most cases.
The values are kept in a small table (VT) that the solver updates at each step.
Data are stored in random access memory (RAM) until the program has finished.`,
      ]).filter(([style]) => style === 'acronym'),
    ).toEqual([
      ['acronym', 'MRV', 'Minimum Remaining Values'],
      ['acronym', 'EWG', 'Electron Withdrawing Groups'],
      ['acronym', 'RAM', 'Random Access Memory'],
    ]);
  });

  it('reads "Xs are Ys that …" as a definition, but not a bare judgement', () => {
    const found = definitionsOf([
      `Cells
Prokaryotes are organisms that lack a nucleus and membrane-bound organelles.
Results are important for every experiment in the laboratory.`,
    ]);
    expect(found).toEqual([
      ['copula', 'Prokaryotes', 'organisms that lack a nucleus and membrane-bound organelles'],
    ]);
  });
});

describe('a definition with a participle after its noun', () => {
  it('reads an irregular participle after its noun as part of the definition, not a second clause', () => {
    expect(
      definitionsOf([
        `Value
Exchange value is the value got from buying and selling a good.
A market price is the amount paid for a good in an exchange.
A loan is the money we got from a bank last spring.`,
      ]),
    ).toEqual([
      ['copula', 'Exchange value', 'the value got from buying and selling a good'],
      ['copula', 'market price', 'the amount paid for a good in an exchange'],
    ]);
  });
});

describe('a process defined by when it occurs', () => {
  it("reads 'X occurs when …' as a definition, but not of a particular thing or a pronoun", () => {
    const found = definitionsOf([
      `Operant conditioning
Positive reinforcement occurs when a behavior is followed by a stimulus that is rewarding.
The reaction occurs when the mixture is heated above its boiling point.
It occurs when the stimulus is removed after the behavior has been shown.`,
    ]);
    expect(found).toEqual([
      [
        'copula',
        'Positive reinforcement',
        'occurs when a behavior is followed by a stimulus that is rewarding',
      ],
    ]);
  });
});

describe('definitions with an infinitive', () => {
  it("reads an infinitive as part of a definition; a fact, an example, a plural 'study of' are none", () => {
    const found = definitionsOf([
      `Veblen goods
Conspicuous consumption is the practice of purchasing goods to publicly display wealth.
Snob effect refers to the desire to possess a unique commodity.
Recession: no money to give to environmental causes, but pushed for green jobs.
Organisms: study of the adaptations that allow individuals to live in an area.
Meso compound: an example of a compound with chiral centres and a plane of symmetry.
Ecology: study of the interactions of organisms with their environment.`,
    ]);
    expect(found).toEqual([
      [
        'copula',
        'Conspicuous consumption',
        'the practice of purchasing goods to publicly display wealth',
      ],
      ['copula', 'Snob effect', 'the desire to possess a unique commodity'],
      ['colon', 'Ecology', 'study of the interactions of organisms with their environment'],
    ]);
  });
});

describe('labels and examples that look like definitions', () => {
  it('reads neither slide labels, examples by name nor lists of examples as definitions', () => {
    const found = definitionsOf([
      `Regulatory Programs
• Rationale: protect public interests in matters of safety, public health, and environmental quality
• Special interest group statements: Sierra Club’s position statement against engineered trees
• Natural Catastrophes: recovery policies, climate change research
• Formal agenda: consists of issues that are up for active consideration by policy makers
• Modals are expressions such as ‘might’, ‘must’, ‘could’, ‘should’, ‘can’`,
    ]);
    expect(found.map(([, term]) => term)).toEqual(['Formal agenda', 'Modals']);
    expect(
      definitionsOf([
        'CSP AS A SEARCH PROBLEM (R&N 7.3)\nBACKTRACKING SEARCH\nHEURISTICS: IMPROVING BACKTRACKING EFFICIENCY',
      ]),
    ).toEqual([]);
  });

  it('reads no definition whose subject was on another line', () => {
    expect(
      definitionsOf([
        `Monotonicity
This property has also been called continuity by van Benthem.
A function that preserves the order of its arguments is called monotone.`,
      ]).map(([, term]) => term),
    ).toEqual(['monotone']);
  });

  it('takes a short line over bullets as their heading and a placeholder as no term', () => {
    const page = splitPage(`Implementation
Three major stages
• XXX
• Translating vague policy language into workable directives`);
    expect(page.units[1]).toMatchObject({ kind: 'heading', text: 'Three major stages' });
    const model = buildModel(
      documentOf([
        'Stages\nThe XXX stage comes first in every XXX plan of the agency.\nThe XXX stage ends it.',
      ]),
    );
    expect(model.terms.has('xxx')).toBe(false);
  });
});

describe('units and stems', () => {
  it('keeps a capitalised name together when its words also occur in lower case', () => {
    const text = `Exercise 2
Solve this game by Iterative Elimination of Strictly Dominated Strategies (IESDS):
Use iterative elimination of strictly dominated strategies first.`;
    const units = splitPage(text, buildLexicon([text])).units.map((u) => u.text);
    expect(units).toContain(
      'Solve this game by Iterative Elimination of Strictly Dominated Strategies (IESDS):',
    );
  });

  it('skips "About me" slides and stems that answer an unseen question', () => {
    expect(splitPage('About me\nResearch Assistant: Estimating the blue economy').skip).toBe(true);
    const quality = qualityOf([
      `Exercise answers
No, as no strategy is always dominated by one other strategy in this game.
Both IESDS and Nash Equilibrium require common knowledge of rationality.
Because it is easy to think of meanings for quantifiers that do not satisfy it!
If a modal can express more than one flavor, it can only express one force.`,
    ]);
    expect(quality.get('No,')).toBe(0);
    expect(quality.get('Both')).toBeGreaterThan(0.5);
    expect(quality.get('If')).toBeGreaterThan(0.5);
    expect(quality.get('Because')).toBeLessThanOrEqual((quality.get('If') ?? 0) - 0.3);
  });

  it('reads a line whose only verbs are an infinitive as a heading, or a cut line, not a statement', () => {
    const quality = qualityOf([
      `Policy briefing
Components to be included in the policy briefing paper.
Results to have been seen in the policy briefing paper.
Papers to be included are listed in the policy briefing paper.
Decision makers may favor the environmental policy that.
Agencies and courts may weigh the consequences and.
Spacing of children in cases in which more than one are permitted.
The forest that burns is replanted by the agency within two years.
Integrals of even functions are twice the integral of the positive part,`,
    ]);
    expect(quality.get('Components')).toBe(0);
    expect(quality.get('Results')).toBe(0);
    expect(quality.get('Papers')).toBeGreaterThan(0.5);
    // Nor a line cut before its end.
    expect(quality.get('Decision')).toBe(0);
    expect(quality.get('Agencies')).toBe(0);
    expect(quality.get('Integrals')).toBe(0);
    // Nor a noun phrase whose only verb is in its relative clause.
    expect(quality.get('Spacing')).toBe(0);
    expect(quality.get('The')).toBeGreaterThan(0.5);
  });

  it('reads two lines run together without a stop as no statement', () => {
    const quality = qualityOf([
      `Dual representations
Dual representation: each variable represents an individual square the domain is the letters in the alphabet.
If the functions are sampled using N separate points the operation will scale as N squared.
The variable the solver picks first is the one with the fewest legal values left.
Each variable represents one word and the domain is all words in the lexicon.`,
    ]);
    expect(quality.get('Dual')).toBe(0);
    expect(quality.get('If')).toBe(0);
    // 'The variable the solver picks' opens the sentence; 'and the domain is' has its conjunction.
    expect(quality.get('The')).toBeGreaterThan(0.5);
    expect(quality.get('Each')).toBeGreaterThan(0.5);
  });

  it('reads the scene an exercise sets as a story, not a statement', () => {
    const quality = qualityOf([
      `PS1, Ex. 3: The Travelers’ Dilemma
“An airline loses two suitcases belonging to two different travelers.
Iterated elimination of strictly dominated strategies never removes a Nash equilibrium.`,
      `Airlines
An airline loses about one suitcase in every hundred it carries on long flights.`,
    ]);
    expect(quality.get('“An')).toBe(0);
    expect(quality.get('Iterated')).toBeGreaterThan(0.5);
    expect(quality.get('An')).toBeGreaterThan(0.5);
  });

  it('reads the years of a citation as no maths, and the years of a formula as maths', () => {
    const quality = qualityOf([
      `Examples of linguistic universals
Morphology: All languages have pronominal categories involving at least three persons and two numbers (Greenberg 1966; Bauer 2010).
Grammar (syntax): All languages have verbs and nouns (Croft 1990).
Growth: The output rose from 1966 to 2010; 1990 it fell to 1966 levels.`,
    ]);
    expect(quality.get('Morphology:')).toBeGreaterThan(0.5);
    expect(quality.get('Grammar')).toBeGreaterThan(0.5);
    expect(quality.get('Growth:')).toBe(0);
  });
});

describe('a quality the document defines by the things that have it', () => {
  it('is marked, unlike a thing or a process', () => {
    const { terms } = buildModel(
      documentOf([
        `Stereochemistry basics
Chiral: objects that are not superimposable on their mirror images.
Polycyclic: aromatic molecules containing two or more simple aromatic rings.
Alkene: a hydrocarbon that contains a carbon–carbon double bond.
Hydrogenation: a chemical reaction between molecular hydrogen and another compound.`,
      ]),
    );
    const quality = (key: string) => Boolean(terms.get(key)?.quality);
    expect(quality('chiral')).toBe(true);
    expect(quality('polycyclic')).toBe(true);
    expect(quality('alkene')).toBe(false);
    expect(quality('hydrogenation')).toBe(false);
  });
});
