/** Every format module is registered, has a test file, and the first line of each format detects as it. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, LOG_FORMATS } from '../../../src/ingest/formats/index.js';
import { repoRoot } from '../../helpers/paths.js';

const FORMATS_DIR = join(repoRoot, 'src/ingest/formats');
const NOT_FORMATS = new Set(['format.ts', 'format-ids.ts', 'index.ts']);

describe('format registry', () => {
  const modules = readdirSync(FORMATS_DIR)
    .filter((name) => !NOT_FORMATS.has(name))
    .map((name) => name.replace(/\.ts$/, ''));

  it.each(modules)('%s is registered under its own id and has a test', (id) => {
    expect(LOG_FORMATS.map((format) => format.id)).toContain(id);
    expect(existsSync(join(repoRoot, 'tests/ingest/formats', `${id}.test.ts`))).toBe(true);
  });

  it('has no registered format without a module', () => {
    expect([...LOG_FORMATS.map((format) => format.id)].sort()).toEqual([...modules].sort());
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
    [undefined, { hello: 'world' }],
    [undefined, { type: 'user' }],
    [undefined, { display: '/init', project: '/p', sessionId: 's', timestamp: 1 }],
  ])('detects %s from %j', (id, line) => {
    expect(detectFormat(line)?.id).toBe(id);
  });
});
