/**
 * `tip-miner formats`: every log format tip-miner reads — where its agent keeps its logs on this machine,
 * which of those places exist and how many log files they hold, and what works on the format: which
 * detectors (those with words for its agent, agent-profile.ts), corrections and memory proposals (its logs
 * hold human turns), delegation advice (its agent can delegate), token counts, sub-agents. Reads only.
 */
import { statSync } from 'node:fs';
import { DELEGATION_PATTERN_METAS } from '../delegation/patterns/metas/index.js';
import { DETECTOR_METAS, type DetectorId } from '../detectors/metas/index.js';
import { appliesTo } from '../detectors/metas/wording.js';
import { discoverLogFiles } from '../ingest/discover.js';
import type { AgentFeatures, LogLocation } from '../ingest/formats/agent-profile.js';
import { AGENTS, type FormatId } from '../ingest/formats/index.js';
import type { Host } from '../util/host.js';

export interface FormatPlace extends LogLocation {
  exists: boolean;
  /** Log files found there (any agent's: a folder holds its own agent's), and their bytes. */
  files: number;
  bytes: number;
}

export interface FormatReport {
  id: FormatId;
  title: string;
  places: FormatPlace[];
  /** Of every detector: those looked for in this format's logs, and those that are not (no fix with this agent's tools). */
  detectors: { applies: DetectorId[]; notApplies: DetectorId[] };
  /** Corrections and memory proposals: the format's logs hold the human's turns. */
  corrections: boolean;
  /** Delegation advice: at least one delegation pattern applies to this agent. */
  delegation: boolean;
  features: AgentFeatures;
}

export async function formatsReport(host: Host): Promise<FormatReport[]> {
  const reports: FormatReport[] = [];
  for (const agent of AGENTS) {
    const places: FormatPlace[] = [];
    for (const location of agent.locations(host)) places.push(await place(location));
    const applies = DETECTOR_METAS.filter((meta) => appliesTo(meta, agent.id)).map((meta) => meta.id);
    reports.push({
      id: agent.id,
      title: agent.title,
      places,
      detectors: { applies, notApplies: DETECTOR_METAS.map((meta) => meta.id).filter((id) => !applies.includes(id)) },
      corrections: agent.features.humanTurns,
      delegation: DELEGATION_PATTERN_METAS.some((meta) => appliesTo(meta, agent.id)),
      features: agent.features,
    });
  }
  return reports;
}

async function place(location: LogLocation): Promise<FormatPlace> {
  if (!exists(location.path)) return { ...location, exists: false, files: 0, bytes: 0 };
  const { files } = await discoverLogFiles([location.path]);
  return { ...location, exists: true, files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) };
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
