import { describe, expect, it } from 'vitest';
import { buildLexicon, splitPage } from './page-units.ts';

describe('splitting a page into units', () => {
  it('takes the first line as title and keeps bullets apart, joining wrapped lines', () => {
    const page = splitPage(`Organelles
• Mitochondria: organelles that produce ATP through
cellular respiration.
• Ribosomes: molecular machines that assemble proteins.`);
    expect(page.title).toBe('Organelles');
    expect(page.units.filter((u) => u.kind === 'bullet').map((u) => u.text)).toEqual([
      'Mitochondria: organelles that produce ATP through cellular respiration.',
      'Ribosomes: molecular machines that assemble proteins.',
    ]);
  });

  it('reads a label over one lower-case sub-point as one statement, and over several as a list', () => {
    const one = splitPage(`SELECTING UNASSIGNED VARIABLES
Degree heuristic (if there are several MRV variables):
• choose the variable with most constraints on remaining variables
Least constraining value:
• prefer the value that rules out the fewest choices`);
    expect(one.units.map((u) => u.text)).toEqual([
      'SELECTING UNASSIGNED VARIABLES',
      'Degree heuristic (if there are several MRV variables): choose the variable with most constraints on remaining variables',
      'Least constraining value: prefer the value that rules out the fewest choices',
    ]);
    const several = splitPage(`Heuristics
Two ways to order values:
• prefer the value that rules out the fewest choices
• try the values in a fixed order`);
    expect(several.units.filter((u) => u.kind === 'bullet')).toHaveLength(2);
  });

  it('drops page numbers, links, footnotes and code, and skips reference slides', () => {
    const page = splitPage(`Processes
A process is a program in execution.
https://example.org/slides
1Source: ACM IEEE CS Curricula
printf("%d", getpid());
12 / 58`);
    expect(page.units.slice(1).map((u) => u.text)).toEqual([
      'A process is a program in execution.',
    ]);
    expect(splitPage('References\nSilberschatz, A. (2018). Operating System Concepts.').skip).toBe(
      true,
    );
  });

  it('separates items the extractor ran together on one line', () => {
    const text = `Punishment:
Decreases the chance of repeating the behavior in future
Positive punishment - presenting aversive stimuli Negative punishment – removing the reinforcing stimulus
Negative reinforcement removes an aversive stimulus.`;
    const page = splitPage(text, buildLexicon([text]));
    expect(page.title).toBe('Punishment');
    expect(page.units.slice(1).map((u) => u.text)).toEqual([
      'Punishment: Decreases the chance of repeating the behavior in future',
      'Positive punishment - presenting aversive stimuli',
      'Negative punishment – removing the reinforcing stimulus',
      'Negative reinforcement removes an aversive stimulus.',
    ]);
  });

  it('keeps a hyphen that belongs to the word and removes one that only broke a line', () => {
    const text =
      'Enzymes\nLysosomes hold hydro-\nlytic enzymes and peer-\nreviewed ideas.\nhydrolytic';
    const page = splitPage(text, buildLexicon([text]));
    expect(page.units[1]?.text).toBe('Lysosomes hold hydrolytic enzymes and peer-reviewed ideas.');
  });
});
