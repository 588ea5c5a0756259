import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GENERATION_UI_MESSAGES as M } from '@halaqa/shared/generation-api';
import { lecturePdf } from '../apps/server/src/test/lecture-pdf.ts';
import { describeJourneys, onPath, screenshot, seen, signUpViaApi } from './fixtures.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function lectureFile(slides?: number): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'halaqa-e2e-')), 'Cell Biology.pdf');
  writeFileSync(file, await lecturePdf(slides));
  return file;
}

/** Every dialog's message, each accepted. */
function dialogsOf(page: Page): string[] {
  const shown: string[] = [];
  page.on('dialog', (dialog) => {
    shown.push(dialog.message());
    void dialog.accept();
  });
  return shown;
}

describeJourneys('AI quizzes and flashcards in the browser', (t) => {
  it('makes a quiz from a PDF, scores the answers given, survives a reload, and times out', async () => {
    const page = await t.newPage();
    const dialogs = dialogsOf(page);
    await signUpViaApi(t, page);
    await page.goto('/quiz');
    const generate = button(page, 'Generate Quiz');
    expect(await generate.isDisabled(), 'disabled without a file and a subject').toBe(true);
    await page.getByLabel('Subject Name').fill('Cell Biology');
    await page.getByLabel('Lecture PDF').setInputFiles(await lectureFile());
    await page.getByLabel(/Number of Questions/).fill('5');
    await button(page, 'easy').click();
    await generate.click();
    await seen(button(page, 'Generating Quiz...'), 'the generating state');
    await page.waitForURL(/\/quiz-results\?job=/, { timeout: 30_000 });
    await seen(page.getByText('Question 1 of 5', { exact: false }), 'the first question');
    expect(await page.getByText(/questions asked for/).count(), 'no note: all 5 came').toBe(0);
    await screenshot(page, '50-quiz-question');

    // Reload mid-quiz: the quiz comes back from the address.
    await page.reload();
    await seen(page.getByText('Question 1 of 5', { exact: false }), 'the quiz after a reload');

    let correct = 0;
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(String((i % 4) + 1));
      const verdict = await seen(page.getByRole('status'), 'right or wrong');
      if ((await verdict.textContent()) === 'Correct!') correct += 1;
      await button(page, i === 4 ? 'Finish Quiz' : 'Next Question').click();
    }
    await seen(
      page.getByText(`Your score: ${correct} / 5`, { exact: true }),
      'the score of the answers given',
    );
    await screenshot(page, '51-quiz-summary');
    expect(dialogs).toEqual([]);

    // The same quiz with a short countdown (a test-only setting; people choose minutes).
    const timed = new URL(page.url());
    timed.searchParams.set('timerSeconds', '3');
    await page.goto(timed.pathname + timed.search);
    const timer = await seen(page.getByTestId('quiz-timer'), 'the countdown');
    expect(
      await timer.evaluate((el) => el.closest('.timer-warning') !== null),
      'red and pulsing under a minute',
    ).toBe(true);
    await expect.poll(() => dialogs, { timeout: 10_000 }).toEqual([M.timesUp]);
    await seen(page.getByText(/Your score: \d \/ 5/), 'the summary after time ran out');
    await page.getByRole('link', { name: 'Try Another Quiz' }).click();
    await onPath(page, '/quiz');
  });

  it('says how many questions a file gave when it holds fewer than were asked for', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page);
    await page.goto('/quiz');
    await page.getByLabel('Subject Name').fill('Cell Biology');
    await page.getByLabel('Lecture PDF').setInputFiles(await lectureFile(4));
    await page.getByLabel(/Number of Questions/).fill('15');
    await button(page, 'Generate Quiz').click();
    await page.waitForURL(/\/quiz-results\?job=/, { timeout: 30_000 });
    const progress = await seen(page.getByText(/Question 1 of \d+/), 'the first question');
    const given = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(given).toBeGreaterThan(0);
    expect(given, 'four slides of the lecture hold fewer than 15').toBeLessThan(15);
    await seen(
      page.getByText(`This file gave ${given} of the 15 questions asked for`, { exact: false }),
      'the shortfall note',
    );
  });

  it('makes flashcards, sends one to review, and ends with "You\'ve mastered all flashcards!"', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page);
    await page.goto('/flashcards-results');
    await seen(page.getByText(M.allUnderstood, { exact: true }), 'the empty state without a deck');
    await page.goto('/flashcards');
    await page.getByLabel('Lecture file').setInputFiles(await lectureFile());
    await page.getByLabel(/Number of Flashcards/).fill('5');
    await button(page, 'Generate Flashcards').click();
    await page.waitForURL(/\/flashcards-results\?job=/, { timeout: 30_000 });
    const text = page.getByTestId('flashcard-text');
    await seen(page.getByText('5 of 5 cards left'), 'the deck');
    const front = await text.textContent();
    await page.getByRole('button', { name: /Front of the card/ }).click();
    await seen(page.getByRole('button', { name: /Back of the card/ }), 'the back');
    expect(await text.textContent()).not.toBe(front);
    await screenshot(page, '52-flashcard-back');
    await button(page, 'Need Review').click();
    await seen(page.getByRole('button', { name: /Front of the card/ }), 'the next card, front up');
    expect(await text.textContent(), 'the reviewed card went to the end').not.toBe(front);
    for (let left = 5; left > 0; left--) {
      await seen(page.getByText(`${left} of 5 cards left`), `${left} cards left`);
      await page.keyboard.press('2');
    }
    await seen(page.getByText(M.mastered, { exact: true }), 'the mastered message');
    await seen(
      page.getByRole('link', { name: 'Generate More Flashcards' }),
      'Generate More Flashcards',
    );
  });
});
