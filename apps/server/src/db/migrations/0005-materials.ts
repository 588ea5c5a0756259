import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../migrate.ts';

/**
 * Course sections, their files and the files' reactions. A section's name is unique in its course
 * whatever its letter case (`nameKey`); a file's stored name is unique in its section. Each row
 * cascades from its course (see deleteCourse); stored objects are removed by the code that
 * deletes the rows.
 */
export function materials(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('courseId', 'text', (c) =>
          c.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('nameKey', 'text', (c) => c.notNull())
        .addColumn('createdBy', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addUniqueConstraint('sections_course_name_unique', ['courseId', 'nameKey'])
        .execute();
      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('courseId', 'text', (c) =>
          c.notNull().references('courses.id').onDelete('cascade'),
        )
        .addColumn('sectionId', 'text', (c) =>
          c.notNull().references('sections.id').onDelete('cascade'),
        )
        .addColumn('storedName', 'text', (c) => c.notNull())
        .addColumn('fileName', 'text', (c) => c.notNull())
        .addColumn('storageKey', 'text', (c) => c.notNull())
        .addColumn('contentType', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('uploaderId', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addUniqueConstraint('files_section_name_unique', ['sectionId', 'storedName'])
        .execute();
      await db.schema
        .createIndex('files_sectionId_createdAt_idx')
        .on('files')
        .columns(['sectionId', 'createdAt'])
        .execute();
      await db.schema.createIndex('files_courseId_idx').on('files').column('courseId').execute();
      await db.schema
        .createTable('fileReactions')
        .addColumn('itemId', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reaction', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('fileReactions_pk', ['itemId', 'userId'])
        .execute();
    },
  };
}
