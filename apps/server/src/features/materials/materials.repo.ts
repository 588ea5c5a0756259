import { randomBytes } from 'node:crypto';
import { displayName, type SessionUser } from '@halaqa/shared/account';
import { ANONYMOUS, type Reaction, type ReactionResponse } from '@halaqa/shared/comments';
import { MATERIAL_MESSAGES, type MaterialFile, type Section } from '@halaqa/shared/materials';
import { isUniqueViolation, type Db } from '../../db/database.ts';
import { asIso, type FilesTable } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { applyReaction, countReactions, reactionsOf } from '../reactions/reactions.repo.ts';

const newId = () => randomBytes(12).toString('hex');

const toSectionDto = (row: { id: string; name: string; createdAt: Date | string }): Section => ({
  id: row.id,
  name: row.name,
  createdAt: asIso(row.createdAt),
});

/** A course's sections in the order they were made. */
export async function listSections(db: Db, courseId: string): Promise<Section[]> {
  const rows = await db.kysely
    .selectFrom('sections')
    .select(['id', 'name', 'createdAt'])
    .where('courseId', '=', courseId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toSectionDto);
}

export async function findSection(db: Db, courseId: string, sectionId: string) {
  return db.kysely
    .selectFrom('sections')
    .select(['id', 'name'])
    .where('courseId', '=', courseId)
    .where('id', '=', sectionId)
    .executeTakeFirst();
}

/** Adds a section; 409 when the course has one of that name in any letter case. */
export async function insertSection(
  db: Db,
  fields: { courseId: string; name: string; createdBy: string },
): Promise<Section> {
  const row = {
    id: newId(),
    ...fields,
    nameKey: fields.name.toLowerCase(),
    createdAt: new Date().toISOString(),
  };
  try {
    await db.kysely.insertInto('sections').values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MATERIAL_MESSAGES.sectionExists);
    throw err;
  }
  return toSectionDto(row);
}

/** A file row to insert: the table's columns but the id and time, which the insert sets. */
export type NewFile = Omit<FilesTable, 'id' | 'createdAt' | 'uploaderId'> & { uploaderId: string };

export async function storedNameTaken(db: Db, sectionId: string, storedName: string) {
  const row = await db.kysely
    .selectFrom('files')
    .select('id')
    .where('sectionId', '=', sectionId)
    .where('storedName', '=', storedName)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the record of an uploaded file; 409 'This file already exists…' on its stored name. */
export async function insertFile(db: Db, file: NewFile): Promise<string> {
  const id = newId();
  try {
    await db.kysely
      .insertInto('files')
      .values({ id, ...file, createdAt: new Date().toISOString() })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MATERIAL_MESSAGES.exists);
    throw err;
  }
  return id;
}

function filesWithUploader(db: Db) {
  return db.kysely
    .selectFrom('files')
    .leftJoin('users', 'users.id', 'files.uploaderId')
    .select([
      'files.id',
      'files.courseId',
      'files.sectionId',
      'files.fileName',
      'files.storedName',
      'files.storageKey',
      'files.contentType',
      'files.size',
      'files.uploaderId',
      'files.createdAt',
      'users.name',
      'users.email',
    ]);
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof findFile>>>;

export async function findFile(db: Db, id: string) {
  return filesWithUploader(db).where('files.id', '=', id).executeTakeFirst();
}

export const uploaderName = (row: FileRow) => displayName(row.uploaderId ? row : null, ANONYMOUS);

/** The files of a section, newest first, as `viewer` sees them. */
export async function listFiles(
  db: Db,
  sectionId: string,
  viewer: SessionUser | null,
): Promise<MaterialFile[]> {
  const rows = await filesWithUploader(db)
    .where('files.sectionId', '=', sectionId)
    .orderBy('files.createdAt', 'desc')
    .orderBy('files.id', 'desc')
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = await countReactions(db.kysely, 'fileReactions', ids);
  const mine = viewer
    ? await reactionsOf(db.kysely, 'fileReactions', viewer.id, ids)
    : new Map<string, Reaction>();
  return rows.map((row) => toFileDto(row, viewer, counts.get(row.id), mine.get(row.id) ?? null));
}

export function toFileDto(
  row: FileRow,
  viewer: SessionUser | null,
  counts?: { likes: number; dislikes: number },
  myReaction: Reaction | null = null,
): MaterialFile {
  return {
    id: row.id,
    sectionId: row.sectionId,
    fileName: row.fileName,
    storedName: row.storedName,
    url: `/api/materials/${row.id}/file`,
    size: Number(row.size),
    uploaderName: uploaderName(row),
    mine: viewer !== null && row.uploaderId === viewer.id,
    likes: counts?.likes ?? 0,
    dislikes: counts?.dislikes ?? 0,
    myReaction,
    createdAt: asIso(row.createdAt),
  };
}

/**
 * Deletes a file's record for its uploader or an admin (spec §6: checked against the stored
 * uploader). Returns the record; the caller removes the stored object once the row is gone, so a
 * record never points at a missing object.
 */
export async function deleteFileRecord(db: Db, id: string, actor: SessionUser): Promise<FileRow> {
  const file = await findFile(db, id);
  if (!file) throw notFound(MATERIAL_MESSAGES.fileNotFound);
  if (file.uploaderId !== actor.id && !actor.isAdmin) throw forbidden(MATERIAL_MESSAGES.notYours);
  const result = await db.kysely.deleteFrom('files').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(MATERIAL_MESSAGES.fileNotFound);
  return file;
}

/** Spec §4 "Like and dislike" on a file, atomically (the file's row is locked first). */
export async function reactToFile(
  db: Db,
  id: string,
  userId: string,
  pressed: Reaction,
): Promise<ReactionResponse & { courseId: string }> {
  return db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom('files').select('courseId').where('id', '=', id);
    if (db.dialect === 'postgres') query = query.forUpdate();
    const file = await query.executeTakeFirst();
    if (!file) throw notFound(MATERIAL_MESSAGES.fileNotFound);
    const result = await applyReaction(trx, 'fileReactions', id, userId, pressed);
    return { ...result, courseId: file.courseId };
  });
}
