import { formatFlashcards, formatQuiz } from '@halaqa/shared/generation-formats';
import type { GenerationResultBody } from '@halaqa/shared/generation-api';
import { createOfflineGenerator } from '@halaqa/generator/offline/offline-generator';
import { cellBiologyLecture } from '@halaqa/generator/offline/test-lecture';
import { dbBool, type Db } from '../db/database.ts';
import { insertJob } from '../jobs/generation-jobs.repo.ts';

/**
 * A finished quiz and flashcard deck for a demo learner, made by the offline generator from a
 * short cell biology lecture. Returns the addresses that open them.
 */
export async function seedDemoStudy(db: Db, userId: string): Promise<string[]> {
  const doc = cellBiologyLecture();
  const generator = createOfflineGenerator();
  const questions = await generator.quiz(doc, {
    count: 10,
    difficulty: 'medium',
    subject: 'Cell Biology',
  });
  const flashcards = await generator.flashcards(doc, { count: 10 });
  const fileName = 'Cell Biology - Lecture 3.pdf';
  const finished = [
    {
      kind: 'quiz' as const,
      content: formatQuiz(questions),
      items: { questions },
      options: { count: 10, difficulty: 'medium' as const, subject: 'Cell Biology' },
    },
    {
      kind: 'flashcards' as const,
      content: formatFlashcards(flashcards),
      items: { flashcards },
      options: { count: 10 },
    },
  ];
  const links: string[] = [];
  for (const f of finished) {
    // A stored result, as a job that ran would leave it (its source is not kept).
    const { id, runId } = await insertJob(db, {
      userId,
      kind: f.kind,
      options: f.options,
      fileName,
      sourceKey: 'generationSources/demo',
      fromMaterial: true,
    });
    const result: GenerationResultBody = {
      kind: f.kind,
      pageCount: doc.pageCount,
      subject: f.kind === 'quiz' ? 'Cell Biology' : null,
      difficulty: f.kind === 'quiz' ? 'medium' : null,
      fileName,
      ...f.items,
    };
    await db.kysely
      .updateTable('generationJobs')
      .set({
        status: 'done',
        content: f.content,
        result: JSON.stringify(result),
        attempts: 1,
        fromMaterial: dbBool(db, true),
        finishedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    links.push(`/${f.kind === 'quiz' ? 'quiz' : 'flashcards'}-results?job=${id}&run=${runId}`);
  }
  return links;
}
