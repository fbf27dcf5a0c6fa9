/**
 * A home where the user works with several agents (issue 29): each format's writer puts a session of the
 * same checkout in its agent's default place; `analyze` with no path reads them all, `formats` reports each
 * place and what it found, and the checkout worked on by every agent is one repository.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../src/ingest/formats/index.js';
import { checkout } from '../helpers/agent-logs.js';
import { runnerFor } from '../helpers/crafted-history.js';
import { tempHost } from '../helpers/host.js';
import { standardSession } from './crafted-session.js';
import { SESSION_WRITERS } from './writers/index.js';

/** The writers of agents that have a default place (agent-framework's logs are where its config says). */
const WITH_PLACES = SESSION_WRITERS.filter(
  (writer) => AGENTS.find((agent) => agent.id === writer.format)!.locations({ env: {}, homeDir: '/h', platform: 'linux' }).length > 0,
);

describe('a home with several agents', () => {
  it('analyze with no path reads every agent; formats reports them; one checkout is one repository', async () => {
    const host = tempHost();
    const run = runnerFor(host);
    const shop = checkout(join(host.homeDir, 'work', 'shop'), 'git@github.com:acme/shop.git');
    WITH_PLACES.forEach((writer, index) => {
      writer.write(host.homeDir, standardSession(`7d4c2a10-5b6e-4f81-9a2b-3c4d5e6f7a${String(index).padStart(2, '0')}`, shop));
    });
    expect(WITH_PLACES.length).toBeGreaterThanOrEqual(2);

    const analyzed = await run(host.homeDir, ['analyze', '--json']);
    expect(analyzed.code, analyzed.stderr).toBe(0);
    const report = JSON.parse(analyzed.stdout) as { formats: Record<string, number> };
    expect(report.formats).toEqual(Object.fromEntries(WITH_PLACES.map((writer) => [writer.format, 1])));

    const formats = JSON.parse((await run(host.homeDir, ['formats', '--json'])).stdout) as {
      formats: Array<{ id: string; places: Array<{ exists: boolean; files: number }> }>;
    };
    for (const writer of WITH_PLACES) {
      const listed = formats.formats.find((format) => format.id === writer.format)!;
      expect(
        listed.places.some((place) => place.exists && place.files > 0),
        writer.format,
      ).toBe(true);
    }

    const repos = JSON.parse((await run(host.homeDir, ['repos', '--json'])).stdout) as { repos: Array<{ repo: string }> } | Array<{ repo: string }>;
    const names = (Array.isArray(repos) ? repos : repos.repos).map((entry) => entry.repo);
    expect(names).toEqual(['acme/shop']);
  });

  it('formats in a home with no logs: every agent listed, its places not there', async () => {
    const host = tempHost();
    const run = runnerFor(host);
    mkdirSync(join(host.homeDir, 'empty'));
    writeFileSync(join(host.homeDir, 'empty', 'notes.json'), '{}');
    const listed = await run(host.homeDir, ['formats']);
    expect(listed.code).toBe(0);
    for (const agent of AGENTS) expect(listed.stdout).toContain(`${agent.title} (${agent.id})`);
    expect(listed.stdout).toContain('not there');
    expect(listed.stdout).not.toContain('notes.json');
  });
});
