import { z } from 'zod';

/** Maximum lengths of a course's fields (the spec shows none; these are ours). */
export const COURSE_LIMITS = {
  title: 120,
  description: 2000,
  major: 100,
  university: 100,
} as const;

/** Courses per page of the community list and search: fills rows of 1, 2 and 3 columns. */
export const COURSE_PAGE_SIZE = 24;
export const COURSE_PAGE_MAX = 50;
export const COURSE_QUERY_MAX = 100;

/** The spec's course and dashboard texts (spec §2, §4, §8), plus the few it leaves open. */
export const COURSE_MESSAGES = {
  allFieldsRequired: 'All fields are required.',
  createFailed: 'Failed to create course. Please try again.',
  created: 'Course created successfully!',
  fetchFailed: 'Error fetching courses.',
  noCourses: 'No courses available yet. Be the first to create one!',
  noMatches: 'No matching courses found.',
  added: 'Course added successfully!',
  addFailed: 'Failed to add course. Please try again.',
  deleted: 'Course deleted successfully.',
  notFound: 'Course not found or already deleted.',
  badCursor: 'This list has changed. Please reload the page.',
  queryTooLong: `A search can be at most ${COURSE_QUERY_MAX} characters.`,
} as const;

export const DASHBOARD_MESSAGES = {
  removed: 'Course deleted successfully!',
  removeFailed: 'Failed to delete course.',
  fetchFailed: 'Error fetching registered courses.',
  signedOut: 'Please log in to view your dashboard.',
  notOnDashboard: 'This course is not on your dashboard.',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: COURSE_MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: COURSE_MESSAGES.allFieldsRequired })
    .max(max, { error: `${label} can be at most ${max} characters.` });

/** Spec §5 "Create course": all four fields, non-blank after trimming. */
export const NewCourseBody = z.object({
  title: required('Title', COURSE_LIMITS.title),
  description: required('Description', COURSE_LIMITS.description),
  major: required('Major', COURSE_LIMITS.major),
  university: required('University', COURSE_LIMITS.university),
});
export type NewCourseBody = z.infer<typeof NewCourseBody>;

export const Course = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  major: z.string(),
  university: z.string(),
  createdAt: z.string(),
});
export type Course = z.infer<typeof Course>;

/** GET /api/courses: `q` searches (spec §5), `cursor` continues where the last page ended. */
export const CourseListQuery = z.object({
  q: z.string().max(COURSE_QUERY_MAX, { error: COURSE_MESSAGES.queryTooLong }).optional(),
  cursor: z.string().max(500, { error: COURSE_MESSAGES.badCursor }).optional(),
  limit: z.coerce.number().int().min(1).max(COURSE_PAGE_MAX).default(COURSE_PAGE_SIZE),
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

export const CoursePage = z.object({
  courses: z.array(Course),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CoursePage = z.infer<typeof CoursePage>;

export const CourseParams = z.object({ id: z.string().min(1) });

/** One course; `onDashboard` tells a signed-in learner it is already on their dashboard. */
export const CourseResponse = z.object({ course: Course, onDashboard: z.boolean() });
export type CourseResponse = z.infer<typeof CourseResponse>;

export const CreatedCourseResponse = z.object({ course: Course });

/** The signed-in learner's dashboard: their courses, most recently added first. */
export const MyCoursesResponse = z.object({ courses: z.array(Course) });
export type MyCoursesResponse = z.infer<typeof MyCoursesResponse>;
