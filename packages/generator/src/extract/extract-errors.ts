import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { GeneratorError, type GeneratorErrorCode } from '../types.ts';

type ExtractErrorCode = Extract<
  GeneratorErrorCode,
  'no_text' | 'encrypted' | 'corrupt' | 'too_large' | 'type_mismatch' | 'unsupported' | 'timeout'
>;

const MESSAGES: Record<ExtractErrorCode, string> = {
  no_text: GENERATION_MESSAGES.noText,
  encrypted: GENERATION_MESSAGES.encrypted,
  corrupt: GENERATION_MESSAGES.corrupt,
  too_large: GENERATION_MESSAGES.tooLarge,
  type_mismatch: GENERATION_MESSAGES.typeMismatch,
  unsupported: GENERATION_MESSAGES.unsupported,
  timeout: GENERATION_MESSAGES.timeout,
};

/** The GeneratorError for an extraction failure, with its user-facing message. */
export function extractError(code: ExtractErrorCode): GeneratorError {
  return new GeneratorError(code, MESSAGES[code]);
}

export function isExtractErrorCode(code: unknown): code is ExtractErrorCode {
  return typeof code === 'string' && code in MESSAGES;
}
