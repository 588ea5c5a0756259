import { createLlmGenerator } from './llm/llm-generator.ts';
import type { LlmConfig } from './llm/chat-client.ts';
import { createOfflineGenerator } from './offline/offline-generator.ts';
import type { Generator } from './types.ts';

export type AiConfig = LlmConfig;

/** The LLM generator when an AI endpoint is configured, else the offline one; never both. */
export function selectGenerator(ai?: AiConfig): Generator {
  return ai ? createLlmGenerator(ai) : createOfflineGenerator();
}
