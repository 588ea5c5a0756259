import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MATERIAL_MESSAGES } from '@halaqa/shared/materials';
import { buildPdf } from '@halaqa/generator/extract/extract-test-documents';
import { buildCourse } from '../apps/server/src/test/factories.ts';
import { alertWith, describeJourneys, screenshot, seen, signUpViaApi } from './fixtures.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const fileItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

/** A real lecture-like PDF of a few pages, written where the file picker can take it. */
async function lecturePdf(): Promise<string> {
  const pages = Array.from({ length: 30 }, (_, i) => [
    { text: `Week ${i + 1}: cell biology`, top: 72 },
    { text: 'Mitochondria produce most of the cell energy.', top: 100 },
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'halaqa-e2e-')), 'Cell Biology Notes.pdf');
  writeFileSync(file, await buildPdf(pages));
  return file;
}

describeJourneys('course materials in the browser', (t) => {
  it('creates a section, uploads a PDF with progress to 100%, and a second browser sees, likes, opens and loses it', async () => {
    const course = await buildCourse(t.app.db);
    const uploader = await t.newPage();
    const other = await t.newPage();
    await signUpViaApi(t, uploader, { name: 'Uploader' });
    await signUpViaApi(t, other);

    await uploader.goto(`/material/${course.id}`);
    await seen(
      uploader.getByText(MATERIAL_MESSAGES.chooseSection, { exact: true }),
      'the no-section hint',
    );
    await button(uploader, 'Upload').click();
    await seen(
      alertWith(uploader, MATERIAL_MESSAGES.selectSection),
      'the choose-a-section message',
    );
    await uploader.getByLabel('Section Name').fill('  Week 1  ');
    await button(uploader, 'Create Section').click();
    await seen(uploader.getByText(MATERIAL_MESSAGES.noFiles, { exact: true }), 'the empty section');
    expect(new URL(uploader.url()).searchParams.get('section')).toBe('Week 1');
    await button(uploader, 'Upload').click();
    await seen(alertWith(uploader, MATERIAL_MESSAGES.selectFile), 'the choose-a-file message');

    await other.goto(`/material/${course.id}?section=Week%201`);
    await seen(
      other.getByText(MATERIAL_MESSAGES.noFiles, { exact: true }),
      'the preselected empty section',
    );

    // Every value the progress bar shows on the way, recorded by the page itself.
    await uploader.evaluate(() => {
      const seenValues: number[] = [];
      (window as unknown as { progress: number[] }).progress = seenValues;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seenValues.at(-1) !== value) seenValues.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await uploader.getByLabel('File', { exact: true }).setInputFiles(await lecturePdf());
    await button(uploader, 'Upload').click();
    await seen(alertWith(uploader, MATERIAL_MESSAGES.uploaded), 'the upload success message');
    const values = await uploader.evaluate(
      () => (window as unknown as { progress: number[] }).progress,
    );
    expect(values.at(-1)).toBe(100);
    expect(values.every((v, i) => i === 0 || v >= (values[i - 1] ?? 0))).toBe(true);
    await seen(fileItem(uploader, 'Cell Biology Notes.pdf'), 'the file in the list');
    await screenshot(uploader, '40-material-uploaded');

    const item = fileItem(other, 'Cell Biology Notes.pdf');
    await item.waitFor({ state: 'visible', timeout: 2000 });
    expect(await item.textContent()).toContain('Uploader');
    await item.getByRole('button', { name: 'Like (0)', exact: true }).click();
    await seen(item.getByRole('button', { name: 'Like (1)', exact: true }), 'the like counted');
    expect(
      await item
        .getByRole('button', { name: 'Like (1)', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await item.getByRole('button', { name: 'Delete', exact: true }).count(),
      'not theirs',
    ).toBe(0);

    const href = await item.getByRole('link').getAttribute('href');
    const opened = await other.request.get(href as string);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toMatch(/^inline/);
    const [viewer] = await Promise.all([
      other.context().waitForEvent('page'),
      item.getByRole('link').click(),
    ]);
    await viewer.waitForLoadState();
    expect(viewer.url()).toContain(href as string);
    await viewer.close();

    uploader.once('dialog', (d) => void d.accept());
    await fileItem(uploader, 'Cell Biology Notes.pdf')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await seen(
      uploader.getByText(MATERIAL_MESSAGES.noFiles, { exact: true }),
      'the section empty again',
    );
    await seen(
      other.getByText(MATERIAL_MESSAGES.noFiles, { exact: true }),
      'the deletion in the other browser',
    );
    await other.getByRole('link', { name: 'Back to Course' }).click();
    await seen(other.getByRole('heading', { name: course.title }), 'the course page');
  });
});
