/**
 * Optional refinement of a proposal's wording by a local Ollama server (the seed's
 * `_try_llm_refinement`): off by default, one request per rule (answers are cached by the caller),
 * and the answer is kept only when it is 3–15 words. Any failure leaves the template wording.
 */
import { errorMessage } from '../errors.js';

export interface LlmSettings {
  model: string;
  /** Base URL of the server, e.g. http://localhost:11434. */
  url: string;
  timeoutMs: number;
}

export type RefinementOutcome =
  /** The model answered with a usable rule. */
  | { kind: 'refined'; text: string }
  /** The model answered, but not with 3–15 words: the template wording stays. */
  | { kind: 'unusable' }
  /** No answer (server down, timeout, HTTP error, not JSON). */
  | { kind: 'failed'; reason: string };

const MIN_WORDS = 3;
const MAX_WORDS = 15;

function refinementPrompt(content: string, original: string): string {
  return `Refine this rule to terse imperative form (max 10 words):\n\nRule: ${content}\nOriginal: ${original}\n\nOutput ONLY the refined rule:`;
}

export async function refineWithOllama(content: string, original: string, settings: LlmSettings): Promise<RefinementOutcome> {
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/+$/, '')}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: settings.model, prompt: refinementPrompt(content, original), stream: false }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : ((error as Error & { cause?: Error }).cause?.message ?? errorMessage(error));
    return { kind: 'failed', reason };
  }
  if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failed', reason: 'the answer is not JSON' };
  }
  const answer = responseField(body);
  const text = answer === undefined ? '' : cleanAnswer(answer);
  const words = text.split(/\s+/).filter(Boolean).length;
  return words >= MIN_WORDS && words <= MAX_WORDS ? { kind: 'refined', text } : { kind: 'unusable' };
}

/** The answer's `response` field, when the answer is an object and the field a string. */
function responseField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('response' in body)) return undefined;
  return typeof body.response === 'string' ? body.response : undefined;
}

/** One line, without surrounding quotes or a "Rule:" label. */
function cleanAnswer(answer: string): string {
  const line = answer.trim().split('\n')[0] ?? '';
  const unquote = (text: string) => text.replace(/^["'`]+|["'`]+$/g, '').trim();
  return unquote(unquote(line).replace(/^(?:refined rule|rule)\s*:\s*/i, ''));
}
