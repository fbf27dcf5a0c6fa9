/**
 * Builds the second bench corpus, shaped like a real home: the Claude Code projects and Codex rollouts of
 * ../shared/corpus and ../shared/devset (sessions with their `<session>/subagents/agent-*.jsonl` and sibling
 * `agent-*.jsonl` files, Codex `sessions/YYYY/MM/DD/rollout-*.jsonl`), copied again and again with fresh ids
 * until it holds at least the target size (`--home-mb`, default 500). As in a home, the copies of a
 * project's sessions sit side by side in the same project folder (many sessions per project, many small
 * files), so each copy must be a distinct session: every UUID (session ids, line uuids, in file names and
 * inside lines — `sessionId`, a rollout's `session_meta` id), every sub-agent id (the `agent-<id>` file names
 * and the `agentId` fields and texts naming them) and every agent-framework task id is made new per copy,
 * keeping its shape. Written to bench/.cache/home-<MB>mb (never into the repository) and reused while complete.
 *
 *   node bench/build-home-corpus.mjs [--home-mb 500]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './build-corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TASK_ID = /impl-[0-9a-f]{8}/g;
const AGENT_FILE = /^agent-(.+)\.jsonl$/;

/** Default sources: the shared corpus and the shared devset (Claude Code, Codex, agent-framework). */
export function homeSources() {
  return [process.env.TIP_MINER_CORPUS ?? resolve(here, '../../shared/corpus'), resolve(here, '../../shared/devset')].filter((dir) => existsSync(dir));
}

/** `<hex>` of `length` digits shifted by the copy number (a new id of the same shape per copy). */
function shiftedHex(hex, copy) {
  const modulus = 16n ** BigInt(hex.length);
  return ((BigInt(`0x${hex}`) + BigInt(copy) * 0x9e3779b1n) % modulus).toString(16).padStart(hex.length, '0');
}

function remapUuid(uuid, copy) {
  return `${uuid.slice(0, 24)}${shiftedHex(uuid.slice(24), copy)}`;
}

/** A sub-agent id made new per copy: its last run of hex digits shifted (`a4ca7529…`, `aprompt_suggestion-14aa85`, `acompact-…`). */
function remapAgentId(id, copy) {
  const match = /[0-9a-f]{4,}$/.exec(id);
  if (!match) return `${id}c${copy}`;
  return `${id.slice(0, match.index)}${shiftedHex(match[0], copy)}`;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a source file goes in the home (`claude/projects/…`, `codex/sessions/…`), or undefined for what a home does not hold (the corpus's synthetic files). */
function homePath(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'claude-code') return ['claude', ...parts.slice(1)].join('/');
  if (parts[0] === 'codex') return rel;
  return undefined;
}

export function buildHomeCorpus(sources, targetDir, targetBytes) {
  const marker = join(targetDir, '.complete');
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8'));
  rmSync(targetDir, { recursive: true, force: true });
  const files = sources.flatMap((root) =>
    listFiles(root)
      .map((path) => ({ path, rel: homePath(relative(root, path)) }))
      .filter((file) => file.rel !== undefined)
      .map(({ path, rel }) => ({ rel, text: readFileSync(path, 'utf8') })),
  );
  const agentIds = [...new Set(files.map((file) => AGENT_FILE.exec(file.rel.split('/').at(-1))?.[1]).filter((id) => id !== undefined))];
  // longest first, so that one id that is the start of another is not replaced inside it
  agentIds.sort((a, b) => b.length - a.length);
  const AGENT = agentIds.length > 0 ? new RegExp(`(?<![0-9A-Za-z_])(?:${agentIds.map(escapeRegExp).join('|')})(?![0-9A-Za-z_])`, 'g') : undefined;
  const renamed = (text, copy) => {
    let out = text.replace(UUID, (uuid) => remapUuid(uuid, copy)).replace(TASK_ID, (id) => `impl-${shiftedHex(id.slice(5), copy)}`);
    if (AGENT) out = out.replace(AGENT, (id) => remapAgentId(id, copy));
    return out;
  };
  const copyBytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
  const copies = Math.ceil(targetBytes / copyBytes);
  let bytes = 0;
  let count = 0;
  const names = new Set();
  for (let copy = 1; copy <= copies; copy++) {
    for (const file of files) {
      const target = join(targetDir, renamed(file.rel, copy));
      if (names.has(target)) throw new Error(`build-home-corpus: two files at ${target}: an id was not made new`);
      names.add(target);
      mkdirSync(dirname(target), { recursive: true });
      const text = renamed(file.text, copy);
      writeFileSync(target, text);
      bytes += Buffer.byteLength(text);
      count++;
    }
  }
  const summary = { files: count, bytes, copies, sources: sources.length };
  writeFileSync(marker, JSON.stringify(summary));
  return summary;
}

/** Files of the home corpus per kind (for the bench's header line). */
export function homeShape(dir) {
  const files = listFiles(dir);
  const agents = files.filter((path) => /\/agent-[^/]+\.jsonl$/.test(path)).length;
  const rollouts = files.filter((path) => /\/rollout-[^/]+\.jsonl$/.test(path)).length;
  return { files: files.length, agents, rollouts, sessions: files.length - agents - rollouts };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--home-mb');
  const mb = at > 0 ? Number(process.argv[at + 1]) : 500;
  const dir = join(here, '.cache', `home-${mb}mb`);
  const built = buildHomeCorpus(homeSources(), dir, mb * 1e6);
  console.log(`${dir}: ${built.files} files, ${(built.bytes / 1e6).toFixed(1)} MB, ${built.copies} copies`, homeShape(dir));
}
