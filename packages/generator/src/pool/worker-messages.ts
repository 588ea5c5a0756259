import { GeneratorError, type GeneratorErrorCode } from '../types.ts';
import type { GenerationResult } from './run-generation.ts';

// Errors lose their class when cloned between threads; this shape carries what rebuilds them.
export interface SerialisedError {
  name: string;
  message: string;
  code?: GeneratorErrorCode;
  stack?: string;
  cause?: string;
}

export type WorkerReply =
  | { id: number; ok: true; result: GenerationResult }
  | { id: number; ok: false; error: SerialisedError };

/** 'ready' once the worker has loaded, then one reply per task. */
export type WorkerMessage = 'ready' | WorkerReply;

/** Rebuilds a worker's error in this thread: a GeneratorError stays a GeneratorError. */
export function reviveError(serialised: SerialisedError): Error {
  const error = serialised.code
    ? new GeneratorError(serialised.code, serialised.message)
    : Object.assign(new Error(serialised.message), { name: serialised.name });
  if (serialised.stack) error.stack = serialised.stack;
  if (serialised.cause !== undefined) error.cause = new Error(serialised.cause);
  return error;
}
