/** Every agent folder is registered, has its profile, reader and test, and the first line of each JSON-lines format detects as it. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENTS, detectFormat, documentFormatIdOf, loadLogFormats, logFormats } from '../../../src/ingest/formats/index.js';
import { repoRoot } from '../../helpers/paths.js';

const FORMATS_DIR = join(repoRoot, 'src/ingest/formats');

describe('format registry', () => {
  beforeAll(async () => {
    await loadLogFormats();
  });

  const folders = readdirSync(FORMATS_DIR).filter((name) => statSync(join(FORMATS_DIR, name)).isDirectory());

  it.each(folders)('%s is registered under its own id, with a profile, a reader and a test', (id) => {
    expect(AGENTS.map((agent) => agent.id)).toContain(id);
    expect(existsSync(join(FORMATS_DIR, id, 'agent.ts'))).toBe(true);
    expect(existsSync(join(FORMATS_DIR, id, 'index.ts'))).toBe(true);
    expect(existsSync(join(repoRoot, 'tests/ingest/formats', `${id}.test.ts`))).toBe(true);
  });

  it('has no registered agent without a folder, and loads each reader under its id', () => {
    expect(AGENTS.map((agent) => agent.id).sort()).toEqual([...folders].sort());
    expect(logFormats().map((format) => format.id)).toEqual(AGENTS.map((agent) => agent.id));
    for (const format of logFormats()) expect(format.profile.id).toBe(format.id);
  });

  it.each([
    ['claude-code', { type: 'user', sessionId: 's', uuid: 'u', message: { role: 'user', content: 'hi' } }],
    ['claude-code', { type: 'summary', summary: 'title', leafUuid: 'u' }],
    ['claude-code', { type: 'file-history-snapshot', messageId: 'm', snapshot: {} }],
    ['codex', { timestamp: 't', type: 'session_meta', payload: { id: 'x' } }],
    ['codex', { id: 'x', timestamp: 't', instructions: 'You are Codex' }],
    ['codex', { record_type: 'state' }],
    ['codex', { type: 'function_call', name: 'shell', arguments: '{}', call_id: 'c' }],
    ['agent-framework', { ts: 't', event: 'task_start', task_id: 'impl-1' }],
    ['agent-framework', { tool: 'Read', input: { file_path: 'a.py' } }],
    ['claude-code-otel', { resourceLogs: [{ scopeLogs: [{ scope: { name: 'com.anthropic.claude_code.events' }, logRecords: [] }] }] }],
    ['claude-code-otel', { resourceLogs: [{ scopeLogs: [{ logRecords: [{ body: { stringValue: 'claude_code.tool_result' } }] }] }] }],
    ['claude-code-otel', { resourceMetrics: [{ scopeMetrics: [{ scope: { name: 'com.anthropic.claude_code' } }] }] }],
    [undefined, { resourceLogs: [{ scopeLogs: [{ scope: { name: 'io.opentelemetry.java' }, logRecords: [{ body: { stringValue: 'GET /cart' } }] }] }] }],
    ['gemini-cli', { sessionId: 's', projectHash: 'ab12', startTime: 't', lastUpdated: 't', kind: 'main' }],
    ['qwen-code', { uuid: 'u', parentUuid: null, sessionId: 's', type: 'user', cwd: '/p', message: { role: 'user', parts: [{ text: 'hi' }] } }],
    ['qwen-code', { uuid: 'u', parentUuid: 'p', sessionId: 's', type: 'tool_result', cwd: '/p' }],
    [undefined, { hello: 'world' }],
    [undefined, { type: 'user' }],
    [undefined, { display: '/init', project: '/p', sessionId: 's', timestamp: 1 }],
  ])('detects %s from %j', (id, line) => {
    expect(detectFormat(line)?.id).toBe(id);
  });

  it('takes no ordinary JSON or database file for a document of an agent', () => {
    for (const path of ['/p/package.json', '/p/tsconfig.json', '/p/data/app.db', '/p/notes.json', '/p/.vscode/settings.json']) {
      expect(documentFormatIdOf(path)).toBeUndefined();
    }
  });
});
