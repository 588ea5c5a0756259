import { readFileSync } from 'node:fs';
import {
  CourseCodeAliasFile,
  DEFAULT_COURSE_CODE_ALIASES,
  type CourseCodeAliases,
} from '@halaqa/shared/course-search';

/**
 * The course-code alias table: the default one, extended (and, key by key, overridden) by the
 * JSON object in `file`, e.g. `{ "حسب": "COMP" }`. Throws a message naming what is wrong.
 */
export function loadCourseAliases(file: string | undefined): CourseCodeAliases {
  if (!file) return DEFAULT_COURSE_CODE_ALIASES;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file} as JSON (${(err as Error).message})`, { cause: err });
  }
  const parsed = CourseCodeAliasFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} must be an object of Arabic prefix to course code: ${issue?.message}`);
  }
  return Object.freeze({ ...DEFAULT_COURSE_CODE_ALIASES, ...parsed.data });
}
