// Models without structured output wrap JSON in ``` fences or prose; find the JSON anyway.

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The end index (exclusive) of the balanced JSON value starting at `start`, or -1. */
function balancedEnd(text: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{' || ch === '[') {
      stack.push(ch === '{' ? '}' : ']');
    } else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Finds the first JSON object or array in a model's reply; undefined when there is none. */
export function extractJson(reply: string): unknown {
  const whole = tryParse(reply.trim());
  if (whole !== undefined) return whole;
  for (const fence of reply.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) {
    const value = tryParse((fence[1] ?? '').trim());
    if (value !== undefined) return value;
  }
  for (let i = 0; i < reply.length; i++) {
    if (reply[i] !== '{' && reply[i] !== '[') continue;
    const end = balancedEnd(reply, i);
    if (end < 0) continue;
    const value = tryParse(reply.slice(i, end));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The list of items in a parsed reply: {items: […]}, a bare array, or a similar key. */
export function readItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  for (const key of ['items', 'questions', 'quiz', 'flashcards', 'cards']) {
    const list = record[key];
    if (Array.isArray(list)) return list;
  }
  return 'question' in record || 'front' in record ? [record] : [];
}
