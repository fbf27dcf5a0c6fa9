import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { refinePending } from '../../src/app/proposals.js';
import { refineWithOllama, type LlmSettings } from '../../src/corrections/llm-refine.js';
import type { MemoryProposal } from '../../src/corrections/proposal-types.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { cachedRefinement } from '../../src/store/proposal-decisions.js';
import { stateDir } from '../helpers/cli.js';
import { stringContaining, stringMatching } from '../helpers/matchers.js';

/** What the stub received: one entry per request. */
interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
}

interface Stub {
  url: string;
  requests: ReceivedRequest[];
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];
const opened: HistoryDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
  await Promise.all(servers.splice(0).map(closeServer));
});

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** An Ollama stand-in on loopback that records each request, then lets `handler` answer (or not). */
async function startStub(handler: Handler): Promise<Stub> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', body });
      handler(request, response);
    });
  });
  servers.push(server);
  return { url: await listen(server), requests };
}

/** A stub whose every answer is Ollama's non-streaming JSON with `answer` as the generated text. */
function ollamaAnswering(answer: string): Promise<Stub> {
  return startStub((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ model: 'stub', response: answer, done: true }));
  });
}

function failingWith(status: number, body = ''): Promise<Stub> {
  return startStub((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(body);
  });
}

function settingsFor(url: string, overrides: Partial<LlmSettings> = {}): LlmSettings {
  return { model: 'llama3.2:1b', url, timeoutMs: 5_000, ...overrides };
}

function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');
}

function freshDb(): HistoryDb {
  const db = HistoryDb.open(join(stateDir(), 'h.db'));
  opened.push(db);
  return db;
}

function pendingProposal(id: string, content: string, original: string): MemoryProposal {
  return {
    id,
    category: 'rule',
    scope: 'universal',
    content,
    rationale: 'Corrected in 2 sessions.',
    source_variants: [original],
    confidence: 0.9,
    priority: 1,
    status: 'pending',
    sessions: 2,
    corrections: 2,
    projects: ['acme/widgets'],
    explicit: true,
    score: 1.5,
    first_seen: '2027-01-01T00:00:00.000Z',
    last_seen: '2027-01-02T00:00:00.000Z',
    evidence: [],
  };
}

const RULE = 'Use pnpm instead of npm in this repository';
const ORIGINAL = 'no, we use pnpm here, not npm';
const NOW = 1_800_000_000;

describe('refineWithOllama', () => {
  it('posts {model, prompt, stream: false} to <url>/api/generate', async () => {
    const stub = await ollamaAnswering('Use pnpm, never npm');
    const outcome = await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url));
    expect(outcome).toEqual({ kind: 'refined', text: 'Use pnpm, never npm' });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/generate' });
    const body = JSON.parse(request!.body) as { model: unknown; prompt: unknown; stream: unknown };
    expect(Object.keys(body).sort()).toEqual(['model', 'prompt', 'stream']);
    expect(body.model).toBe('llama3.2:1b');
    expect(body.stream).toBe(false);
    expect(body.prompt).toEqual(expect.stringContaining(RULE));
    expect(body.prompt).toEqual(expect.stringContaining(ORIGINAL));
  });

  it('keeps a path of the base URL (a server behind a proxy)', async () => {
    const stub = await ollamaAnswering('Use pnpm, never npm');
    await refineWithOllama(RULE, ORIGINAL, settingsFor(`${stub.url}/ollama/`));
    expect(stub.requests[0]).toMatchObject({ path: '/ollama/api/generate' });
  });

  it.each([
    { name: 'a plain answer', answer: 'Use pnpm, never npm', text: 'Use pnpm, never npm' },
    { name: 'exactly 3 words', answer: words(3), text: words(3) },
    { name: 'exactly 15 words', answer: words(15), text: words(15) },
    { name: 'surrounding double quotes', answer: '"Use pnpm, never npm"', text: 'Use pnpm, never npm' },
    { name: 'a label inside the quotes', answer: '"Rule: Use pnpm, never npm"', text: 'Use pnpm, never npm' },
    { name: 'surrounding single quotes and backticks', answer: "`'Use pnpm, never npm'`", text: 'Use pnpm, never npm' },
    { name: 'a leading "Rule:" label', answer: 'Rule: Use pnpm, never npm', text: 'Use pnpm, never npm' },
    { name: 'a leading "Refined rule:" label, any case', answer: 'REFINED RULE:   Use pnpm, never npm', text: 'Use pnpm, never npm' },
    { name: 'a label then quotes', answer: 'Rule: "Use pnpm, never npm"', text: 'Use pnpm, never npm' },
    { name: 'surrounding blank space', answer: '\n\n  Use pnpm, never npm  \n', text: 'Use pnpm, never npm' },
    {
      name: 'only the first line',
      answer: 'Use pnpm, never npm\nThis keeps the lockfile consistent across all the machines of the team',
      text: 'Use pnpm, never npm',
    },
  ])('keeps an answer of 3–15 words: $name', async ({ answer, text }) => {
    const stub = await ollamaAnswering(answer);
    expect(await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url))).toEqual({ kind: 'refined', text });
  });

  it.each([
    { name: '2 words', answer: words(2) },
    { name: '16 words', answer: words(16) },
    { name: '2 words once the label is removed', answer: 'Rule: use pnpm' },
    { name: 'a first line of 2 words, the rest long', answer: `use pnpm\n${words(8)}` },
    { name: 'an empty answer', answer: '' },
  ])('calls an answer of $name unusable', async ({ answer }) => {
    const stub = await ollamaAnswering(answer);
    expect(await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url))).toEqual({ kind: 'unusable' });
  });

  it('calls a JSON answer without a "response" string unusable', async () => {
    const stub = await startStub((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'model not found' }));
    });
    expect(await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url))).toEqual({ kind: 'unusable' });
  });

  it.each([
    { name: 'HTTP 500', start: () => failingWith(500, 'internal error'), reason: /500/ },
    { name: 'HTTP 404', start: () => failingWith(404, 'not found'), reason: /404/ },
    { name: 'a body that is not JSON', start: () => failingWith(200, 'Use pnpm, never npm'), reason: /not JSON/ },
  ])('fails on $name', async ({ start, reason }) => {
    const stub = await start();
    const outcome = await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url));
    expect(outcome).toEqual({ kind: 'failed', reason: stringMatching(reason) });
  });

  it('fails with the timeout as the reason when the server never answers', async () => {
    const stub = await startStub(() => {
      /* holds the request open */
    });
    const started = Date.now();
    const outcome = await refineWithOllama(RULE, ORIGINAL, settingsFor(stub.url, { timeoutMs: 200 }));
    expect(outcome).toEqual({ kind: 'failed', reason: stringMatching(/200 ms/) });
    expect(stub.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('fails when nothing listens on the port', async () => {
    const server = createServer();
    const url = await listen(server);
    await closeServer(server);
    const outcome = await refineWithOllama(RULE, ORIGINAL, settingsFor(url));
    expect(outcome).toEqual({ kind: 'failed', reason: stringMatching(/ECONNREFUSED/) });
  });
});

describe('refinePending', () => {
  it('caches a refined answer and does not ask again', async () => {
    const stub = await ollamaAnswering('"Use pnpm, never npm"');
    const db = freshDb();
    const settings = settingsFor(stub.url);
    const proposals = [pendingProposal('p1', RULE, ORIGINAL)];

    expect(await refinePending(db, proposals, settings, NOW)).toBeUndefined();
    expect(stub.requests).toHaveLength(1);
    expect((JSON.parse(stub.requests[0]!.body) as { prompt: unknown }).prompt).toEqual(stringContaining(ORIGINAL));
    expect(cachedRefinement(db, RULE, settings.model)).toBe('Use pnpm, never npm');
    // Another model's cache is separate.
    expect(cachedRefinement(db, RULE, 'other-model')).toBeUndefined();

    expect(await refinePending(db, proposals, settings, NOW + 60)).toBeUndefined();
    expect(stub.requests).toHaveLength(1);
  });

  it('caches an unusable answer as null and does not ask again', async () => {
    const stub = await ollamaAnswering('pnpm only');
    const db = freshDb();
    const settings = settingsFor(stub.url);
    const proposals = [pendingProposal('p1', RULE, ORIGINAL)];

    expect(await refinePending(db, proposals, settings, NOW)).toBeUndefined();
    expect(cachedRefinement(db, RULE, settings.model)).toBeNull();
    expect(await refinePending(db, proposals, settings, NOW + 60)).toBeUndefined();
    expect(stub.requests).toHaveLength(1);
  });

  it('skips proposals that are decided or already refined', async () => {
    const stub = await ollamaAnswering('Use pnpm, never npm');
    const db = freshDb();
    const approved = { ...pendingProposal('p1', RULE, ORIGINAL), status: 'approved' as const };
    const refined = { ...pendingProposal('p2', 'Use pnpm, never npm', ORIGINAL), template_content: RULE };

    expect(await refinePending(db, [approved, refined], settingsFor(stub.url), NOW)).toBeUndefined();
    expect(stub.requests).toHaveLength(0);
  });

  it('does not cache a failure, and returns a one-line note naming the URL', async () => {
    const stub = await failingWith(500);
    const db = freshDb();
    const settings = settingsFor(stub.url);

    const note = await refinePending(db, [pendingProposal('p1', RULE, ORIGINAL)], settings, NOW);
    expect(note).toEqual(expect.stringContaining(stub.url));
    expect(note).toMatch(/500/);
    expect(note).not.toMatch(/\n/);
    expect(cachedRefinement(db, RULE, settings.model)).toBeUndefined();
  });

  it('stops after the first failure', async () => {
    const stub = await failingWith(500);
    const db = freshDb();
    const settings = settingsFor(stub.url);
    const proposals = [pendingProposal('p1', RULE, ORIGINAL), pendingProposal('p2', 'Run the linter before every commit', 'lint first, always')];

    expect(await refinePending(db, proposals, settings, NOW)).toEqual(expect.any(String));
    expect(stub.requests).toHaveLength(1);
    expect(cachedRefinement(db, RULE, settings.model)).toBeUndefined();
    expect(cachedRefinement(db, 'Run the linter before every commit', settings.model)).toBeUndefined();
  });

  it('asks again after a failure once the server answers', async () => {
    let healthy = false;
    const stub = await startStub((_request, response) => {
      response.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
      response.end(healthy ? JSON.stringify({ response: 'Use pnpm, never npm' }) : '');
    });
    const db = freshDb();
    const settings = settingsFor(stub.url);
    const proposals = [pendingProposal('p1', RULE, ORIGINAL)];

    expect(await refinePending(db, proposals, settings, NOW)).toMatch(/503/);
    healthy = true;
    expect(await refinePending(db, proposals, settings, NOW + 60)).toBeUndefined();
    expect(stub.requests).toHaveLength(2);
    expect(cachedRefinement(db, RULE, settings.model)).toBe('Use pnpm, never npm');
  });
});
