import type { z } from 'zod';

/** Values never echoed back: they may carry a password or a key. */
const SECRET = new Set(['AUTH_SECRET', 'AI_API_KEY', 'DATABASE_URL', 'SMTP_URL']);

function requirement(issue: z.core.$ZodIssue): string {
  // Our own messages are written as requirements already ('must start with postgres://').
  if (issue.message.startsWith('must')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return issue.origin === 'string'
        ? `must be at least ${issue.minimum} characters long`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${issue.maximum} characters long`
        : `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'url'
        ? 'must be an address starting with http:// or https://'
        : `must be a valid ${issue.format}`;
    default:
      return `is not valid (${issue.message})`;
  }
}

/** One sentence per bad variable: 'PORT must be a number, got "abc".' */
export function describeConfigIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0] ?? 'The configuration');
  const value = env[name];
  const got = value === undefined || SECRET.has(name) ? '' : `, got "${value}"`;
  return `${name} ${requirement(issue)}${got}.`;
}
