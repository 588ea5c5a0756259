import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../migrate.ts';

/**
 * Courses and enrollments (a learner's dashboard). `searchKey` is the title as
 * `searchKey()` of @halaqa/shared/course-search writes it; prefix searches are range scans of its
 * index, so it compares in code-point order on both dialects (PostgreSQL: collation "C").
 */
export function courses(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('courses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('major', 'text', (c) => c.notNull())
        .addColumn('university', 'text', (c) => c.notNull())
        .addColumn('searchKey', t.codePointText, (c) => c.notNull())
        .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('courses_createdAt_id_idx')
        .on('courses')
        .columns(['createdAt', 'id'])
        .execute();
      await db.schema
        .createIndex('courses_searchKey_id_idx')
        .on('courses')
        .columns(['searchKey', 'id'])
        .execute();
      // Every row hanging on a course references it with ON DELETE CASCADE (see deleteCourse).
      await db.schema
        .createTable('enrollments')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('courseId', 'text', (c) =>
          c.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addPrimaryKeyConstraint('enrollments_pk', ['userId', 'courseId'])
        .execute();
      await db.schema
        .createIndex('enrollments_courseId_idx')
        .on('enrollments')
        .column('courseId')
        .execute();
    },
  };
}
