import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { CourseCodeAliases } from '@halaqa/shared/course-search';
import { loadCourseAliases } from './features/courses/course-aliases.ts';
import { describeConfigIssue } from './config-errors.ts';
import type { S3Options } from './storage/s3-storage.ts';
import type { AiConfig } from '@halaqa/generator/select-generator';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses; null when invalid. */
function parseTrustProxy(value: string): false | number | string[] | null {
  const v = value.trim();
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim());
  return addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a)) ? addresses : null;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)'),
  ),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().min(3).default('Halaqa <no-reply@halaqa.local>'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(parseTrustProxy)
    .refine((v) => v !== null, {
      message:
        'must be false, the number of proxies in front of Halaqa (like 1), or their addresses (like 10.0.0.0/8,127.0.0.1); true would let any client choose its own address',
    }),
  REQUEST_TIMEOUT: count(30),
  UPLOAD_MIN_RATE: count(32),
  SHUTDOWN_TIMEOUT: count(20),
  RATE_LIMIT_WINDOW: count(600),
  RATE_LIMIT_SIGN_UP: count(100),
  RATE_LIMIT_SIGN_IN: count(300),
  RATE_LIMIT_PASSWORD_RESET: count(100),
  RATE_LIMIT_ACCOUNT_WINDOW: count(900),
  RATE_LIMIT_ACCOUNT_FAILURES: count(10),
  RATE_LIMIT_ACCOUNT_EMAILS: count(5),
  SITE_NAME: z.string().trim().min(1).default('Halaqa'),
  ABOUT_URL: z.string().trim().min(1).default('/'),
  PRIVACY_URL: optional(z.string().trim().min(1)),
  CONTACT_URL: optional(z.string().trim().min(1)),
  // At most 5 minutes: the longest a change made behind Halaqa's back may take to show.
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COURSE_ALIASES_FILE: optional(z.string()),
  S3_BUCKET: optional(z.string().trim().min(3)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  AI_MODEL: optional(z.string().trim().min(1)),
  AI_API_KEY: optional(z.string().trim()),
  GENERATION_WORKERS: count(Math.max(1, availableParallelism() - 1)),
  GENERATION_LEASE: count(60),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  authSecret: string;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: false | number | string[];
  rateLimits: RateLimits;
  timeouts: Timeouts;
  logLevel: string;
  /** How long hot reads (a session's user, a course, a learner's courses) may be kept; 0: never. */
  readCacheSeconds: number;
  /** Arabic course-code prefix → Latin code, for community search. */
  courseAliases: CourseCodeAliases;
  /** The footer: the deployment's name and the links a university asks for. */
  site: { name: string; aboutUrl: string; privacyUrl?: string; contactUrl?: string };
  /** Files go to this S3-compatible bucket when set; to `DATA_DIR/storage` otherwise. */
  s3: S3Options | undefined;
  /** Quiz and flashcard jobs: the model endpoint (else the offline generator) and the pool. */
  generation: {
    ai: AiConfig | undefined;
    workers: number;
    /** Seconds a running job's claim lasts unless renewed: a dead process's jobs wait this long. */
    leaseSeconds: number;
  };
}

/** Per client address within `window` seconds; per account within `accountWindow` seconds. */
export interface RateLimits {
  window: number;
  signUp: number;
  signIn: number;
  passwordReset: number;
  accountWindow: number;
  accountFailures: number;
  accountEmails: number;
}

/** Seconds, but `uploadMinRate` (KB/s: an upload's deadline is its size limit at this rate). */
export interface Timeouts {
  request: number;
  uploadMinRate: number;
  shutdown: number;
}

export class ConfigError extends Error {}

/** Settings each fine alone but wrong together; reported alongside the others. */
function pairingProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => emptyToUndefined(env[name]) !== undefined;
  const problems: string[] = [];
  // Without a bucket these would be ignored, and files would quietly stay on this machine.
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(set);
  if (!set('S3_BUCKET') && s3Only.length > 0) {
    problems.push(
      `S3_BUCKET: required when ${s3Only.join(', ')} ${s3Only.length === 1 ? 'is' : 'are'} set (files are stored in DATA_DIR/storage without it)`,
    );
  }
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (to use the AWS SDK's own credentials)",
    );
  }
  if (set('AI_BASE_URL') && !set('AI_MODEL')) {
    problems.push(
      'AI_MODEL: required when AI_BASE_URL is set (the model name the endpoint expects)',
    );
  }
  return problems;
}

/** Parses the environment once; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => describeConfigIssue(i, env))),
    ...pairingProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    const lines = problems.map((p) => `  ${p}`);
    throw new ConfigError(`Halaqa cannot start; fix these settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let courseAliases: CourseCodeAliases;
  try {
    courseAliases = loadCourseAliases(e.COURSE_ALIASES_FILE);
  } catch (err) {
    throw new ConfigError(
      `Halaqa cannot start; fix these settings:\n  COURSE_ALIASES_FILE: ${(err as Error).message}`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    adminEmails: parseEmails(e.ADMIN_EMAILS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY ?? false,
    timeouts: {
      request: e.REQUEST_TIMEOUT,
      uploadMinRate: e.UPLOAD_MIN_RATE,
      shutdown: e.SHUTDOWN_TIMEOUT,
    },
    rateLimits: {
      window: e.RATE_LIMIT_WINDOW,
      signUp: e.RATE_LIMIT_SIGN_UP,
      signIn: e.RATE_LIMIT_SIGN_IN,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      accountWindow: e.RATE_LIMIT_ACCOUNT_WINDOW,
      accountFailures: e.RATE_LIMIT_ACCOUNT_FAILURES,
      accountEmails: e.RATE_LIMIT_ACCOUNT_EMAILS,
    },
    logLevel: e.LOG_LEVEL,
    readCacheSeconds: e.READ_CACHE_SECONDS,
    courseAliases,
    site: {
      name: e.SITE_NAME,
      aboutUrl: e.ABOUT_URL,
      privacyUrl: e.PRIVACY_URL,
      contactUrl: e.CONTACT_URL,
    },
    generation: {
      ai:
        e.AI_BASE_URL && e.AI_MODEL
          ? {
              baseUrl: e.AI_BASE_URL,
              model: e.AI_MODEL,
              ...(e.AI_API_KEY ? { apiKey: e.AI_API_KEY } : {}),
            }
          : undefined,
      workers: e.GENERATION_WORKERS,
      leaseSeconds: e.GENERATION_LEASE,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  });
}

export function parseEmails(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

// Zero-config installs still need a stable signing secret across restarts; several instances
// must share AUTH_SECRET instead.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
