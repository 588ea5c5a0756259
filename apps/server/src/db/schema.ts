import type { ColumnType } from 'kysely';

// SQLite stores booleans as 0/1 and dates as text; PostgreSQL returns booleans and Dates.
// Row mappers (toXDto) normalise both.
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
export type Timestamp = ColumnType<Date | string, Date | string, Date | string>;

/** Account tables follow Better Auth's schema (camelCase columns), and so do ours. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  university: string | null;
  major: string | null;
  isAdmin: Bool | null;
}

export interface SessionsTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export interface AttemptCountersTable {
  key: string;
  windowStart: number;
  expiresAt: number;
  count: number;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  major: string;
  university: string;
  /** searchKey(title), kept for indexed prefix search. */
  searchKey: string;
  createdBy: string | null;
  createdAt: Timestamp;
}

/** A course on a learner's dashboard (replaces the spec's per-user copy of the course). */
export interface EnrollmentsTable {
  userId: string;
  courseId: string;
  createdAt: Timestamp;
}

export interface CommentsTable {
  id: string;
  courseId: string;
  /** Null once the author's account is gone. */
  userId: string | null;
  parentId: string | null;
  /** 0 for a top-level comment. */
  depth: number;
  text: string;
  flagged: Bool;
  /** A deleted comment that still has replies, kept as a placeholder (its text is emptied). */
  deleted: Bool;
  createdAt: Timestamp;
}

/** A user's like or dislike of a comment (or, in `fileReactions`, of a file). */
export interface ReactionsTable {
  itemId: string;
  userId: string;
  reaction: 'like' | 'dislike';
}

export interface ReportsTable {
  id: string;
  type: string;
  itemId: string;
  courseId: string | null;
  reporterId: string | null;
  offenderName: string;
  snapshot: string;
  reason: string;
  status: 'open' | 'dismissed' | 'deleted' | 'flagged';
  createdAt: Timestamp;
  handledBy: string | null;
  handledAt: Timestamp | null;
}

export interface SectionsTable {
  id: string;
  courseId: string;
  name: string;
  /** The name in lower case: unique per course. */
  nameKey: string;
  createdBy: string | null;
  createdAt: Timestamp;
}

export interface FilesTable {
  id: string;
  courseId: string;
  sectionId: string;
  /** Spec §5's stored name (storedFileName), unique in the section. */
  storedName: string;
  /** The name the uploader's file had, cleaned for display. */
  fileName: string;
  storageKey: string;
  contentType: string;
  size: number;
  uploaderId: string | null;
  createdAt: Timestamp;
}

export interface GenerationJobsTable {
  /** The spec's thread_id. */
  id: string;
  /** The spec's run_id. */
  runId: string;
  userId: string;
  kind: 'quiz' | 'flashcards';
  status: 'pending' | 'running' | 'done' | 'failed';
  /** JSON: count, difficulty, subject. */
  options: string;
  fileName: string;
  sourceKey: string;
  fromMaterial: Bool;
  attempts: number;
  leaseUntil: number | null;
  content: string | null;
  /** JSON: the structured items (GenerationResultBody). */
  result: string | null;
  error: string | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rateLimits: RateLimitsTable;
  attemptCounters: AttemptCountersTable;
  courses: CoursesTable;
  enrollments: EnrollmentsTable;
  comments: CommentsTable;
  commentReactions: ReactionsTable;
  reports: ReportsTable;
  sections: SectionsTable;
  files: FilesTable;
  fileReactions: ReactionsTable;
  generationJobs: GenerationJobsTable;
}

export const asBool = (v: boolean | number | null | undefined): boolean => v === true || v === 1;
export const asIso = (v: Date | string | number): string => new Date(v).toISOString();
