/**
 * `tip-miner doctor`: what tip-miner finds where (app/doctor.ts) — log folders and their files by format,
 * files it cannot read or tell, the hooks in each Claude Code settings file, the data home, database,
 * memory folder and config, Node and the PATH. Reads only; writes nothing. Exit code 0 (what it finds is
 * the output, not a failure); 2 for bad usage.
 */
import { Command } from 'commander';
import { runDoctor, type DoctorReport, type LogFolderReport } from '../app/doctor.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { renderHooksStatus } from './hooks-command.js';
import { bytes } from '../render/byte-size.js';

type DoctorFlags = GlobalOptions & JsonFlag;

export function doctorCommand(io: CommandIo): Command {
  const command = new Command('doctor').description(
    'say what tip-miner finds where: log folders and their files by format, unreadable files, hooks, data home, database, config, Node',
  );
  jsonOption(command, 'print one JSON object: {schemaVersion, node, tipMinerOnPath, dataHome, config, db, memoryDir, logFolders, hooks}');
  addGlobalOptions(command);
  return command.action(async (flags: DoctorFlags) => {
    const choice = { ...(flags.config !== undefined && { config: flags.config }), ...(flags.db !== undefined && { db: flags.db }) };
    const report = await runDoctor(io.host, io.cwd, {
      choice: { ...choice, ...(flags.memoryDir !== undefined && { memoryDir: flags.memoryDir }) },
      nodeVersion: process.versions.node,
    });
    if (flags.json) {
      const hooks = report.hooks.map((scope) => ({ ...scope, problem: scope.problem ?? null }));
      io.stdout(jsonText({ ...report, hooks }));
      return;
    }
    io.stdout(renderDoctor(report));
  });
}

function renderDoctor(report: DoctorReport): string {
  const lines: string[] = [];
  const { node, config, db, memoryDir } = report;
  lines.push(`Node ${node.version}${node.supported ? '' : ` — tip-miner needs ${node.required}`}`);
  lines.push(report.tipMinerOnPath ? `tip-miner on the PATH: ${report.tipMinerOnPath}` : 'tip-miner is not on the PATH (the hooks run it by that name)');
  lines.push(`data home: ${report.dataHome}`);
  lines.push(config.file === null ? 'config: none (the defaults)' : `config: ${config.file}${config.loads ? '' : ` — does not load: ${config.problem ?? ''}`}`);
  lines.push(
    `database: ${db.path} ${db.exists ? `(${bytes(db.bytes ?? 0)}${db.walBytes ? `, WAL ${bytes(db.walBytes)}` : ''})` : '(none yet: tip-miner analyze creates it)'}`,
  );
  lines.push(`memory dir: ${memoryDir.path}${memoryDir.exists ? '' : ' (none yet)'}`);
  lines.push('', 'log folders:');
  for (const folder of report.logFolders) lines.push(...logFolderLines(folder));
  lines.push('', 'Claude Code hooks:');
  lines.push(
    ...renderHooksStatus(report.hooks)
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`),
  );
  return `${lines.join('\n')}\n`;
}

function logFolderLines(folder: LogFolderReport): string[] {
  const head = `  ${folder.path} (${folder.source})`;
  if (!folder.exists) return [`${head}: not there`];
  const sample = folder.sampled < folder.files ? `; the newest ${folder.sampled} looked at` : '';
  const kinds = folder.kinds.map(({ kind, files }) => `${kind} ${files}`).join(', ');
  const lines = [`${head}: ${folder.files} log file${folder.files === 1 ? '' : 's'}, ${bytes(folder.bytes)}${sample}${kinds ? `: ${kinds}` : ''}`];
  for (const problem of folder.problems) {
    lines.push(`    ${problem.kind}: ${problem.count}${problem.count > problem.examples.length ? ` (the first ${problem.examples.length} named)` : ''}`);
    for (const example of problem.examples) lines.push(`      ${example.path}: ${example.message}`);
  }
  return lines;
}
