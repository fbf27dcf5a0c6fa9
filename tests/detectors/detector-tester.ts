/**
 * A RuleTester for detectors: tables of `valid` cases (no finding) and `invalid` cases (the findings
 * expected, each by the index of the call that completes it and of its evidence calls). Call i sits on
 * log line i + 1. Every invalid case must expect a finding; a duplicate case name is an error.
 *
 * A case may set options over the detector's `meta.defaults`. Every option the detector has must be set
 * by some case, to a value other than its default, and each option a case sets must matter: run with that
 * option back at its default, the case must come out differently (so a detector that ignored the option
 * would fail the case).
 */
import { describe, expect, it } from 'vitest';
import type { Detector, Finding } from '../../src/detectors/types.js';
import type { FormatId } from '../../src/ingest/formats/format.js';
import type { DetectorId } from '../../src/detectors/index.js';
import type { ReadExtent, Refusal } from '../../src/model/events.js';
import type { ToolCall } from '../../src/model/stream.js';
import { DetectorRunner } from '../../src/analyze/detector-runner.js';

export interface CallSpec {
  tool: string;
  input?: Record<string, unknown>;
  /** Calls with the same step were issued in one assistant message; default: each its own. */
  step?: string;
  cwd?: string;
  /** `null`: the call got no result. */
  result?: { isError?: boolean; refusal?: Refusal; bytes?: number; read?: ReadExtent; persisted?: true; files?: string[] } | null;
}

export interface ValidCase<Options extends object = object> {
  name: string;
  calls: CallSpec[];
  /** The log format of the stream (default: Claude Code's). */
  format?: FormatId;
  /** Options over `meta.defaults`, each at a value other than its default. */
  options?: Partial<Options>;
}

export interface ExpectedFinding {
  /** Indexes of the evidence calls, the completing call last. */
  evidence: number[];
  wastedBytes?: number;
}

export interface InvalidCase<Options extends object = object> extends ValidCase<Options> {
  findings: ExpectedFinding[];
}

function buildCalls(specs: CallSpec[]): ToolCall[] {
  return specs.map((spec, index) => ({
    id: `call-${index}`,
    tool: spec.tool,
    rawTool: spec.tool,
    input: spec.input ?? {},
    step: spec.step ?? `msg-${index}`,
    index,
    cwd: spec.cwd ?? '/repo',
    location: { file: '/logs/session.jsonl', line: index + 1 },
    ...(spec.result !== null && { result: { isError: false, ...spec.result, location: { file: '/logs/session.jsonl', line: index + 1 } } }),
  }));
}

function runDetector<Options extends object>(
  detector: Detector<Options, DetectorId>,
  specs: CallSpec[],
  options: Partial<Options> = {},
  format: FormatId = 'claude-code',
): Finding[] {
  const findings: Finding[] = [];
  const runner = new DetectorRunner(
    [{ detector, options: { ...detector.meta.defaults, ...options } }],
    (finding) => findings.push(finding),
    () => format,
  );
  const stream = { sessionId: 'session', streamId: 'main' };
  for (const call of buildCalls(specs)) runner.onItem(stream, { type: 'call', call });
  runner.onStreamEnd(stream);
  return findings;
}

/** The options a case sets that the detector has, each with its value in the case and its default; an unknown option or a default value is an error. */
function optionsSet<Options extends object>(
  detector: Detector<Options, DetectorId>,
  testCase: ValidCase<Options>,
): Array<{ key: string; value: unknown; fallback: unknown }> {
  const defaults = detector.meta.defaults as Record<string, unknown>;
  return Object.entries(testCase.options ?? {}).map(([key, value]) => {
    if (!Object.hasOwn(defaults, key)) throw new Error(`${detector.meta.id}: case "${testCase.name}" sets "${key}", which is no option of the detector`);
    if (Object.is(value, defaults[key])) throw new Error(`${detector.meta.id}: case "${testCase.name}" sets "${key}" to its default`);
    return { key, value, fallback: defaults[key] };
  });
}

export function testDetector<Options extends object>(
  detector: Detector<Options, DetectorId>,
  cases: { valid: ValidCase<Options>[]; invalid: InvalidCase<Options>[] },
): void {
  const all = [...cases.valid, ...cases.invalid];
  const names = all.map((testCase) => testCase.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`${detector.meta.id}: duplicate case "${duplicate}"`);
  const empty = cases.invalid.find((testCase) => testCase.findings.length === 0);
  if (empty) throw new Error(`${detector.meta.id}: invalid case "${empty.name}" expects no finding`);
  const optionCases = all.flatMap((testCase) => optionsSet(detector, testCase).map((option) => ({ testCase, ...option })));
  const untested = Object.keys(detector.meta.defaults).filter((key) => !optionCases.some((option) => option.key === key));
  if (untested.length > 0) throw new Error(`${detector.meta.id}: no case sets the option(s) ${untested.join(', ')}`);

  describe(detector.meta.id, () => {
    describe('valid', () => {
      it.each(cases.valid.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
        expect(runDetector(detector, testCase.calls, testCase.options, testCase.format)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(cases.invalid.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
        const findings = runDetector(detector, testCase.calls, testCase.options, testCase.format);
        expect(
          findings.map((finding) => ({
            evidence: finding.lines.map((line) => line - 1),
            ...(testCase.findings.some((expected) => expected.wastedBytes !== undefined) && { wastedBytes: finding.wastedBytes }),
          })),
        ).toEqual(testCase.findings);
        for (const finding of findings) {
          expect(finding.line).toBe(finding.lines[finding.lines.length - 1]);
          expect(finding.detector).toBe(detector.meta.id);
        }
      });
    });
    if (optionCases.length > 0) {
      describe('each option set matters', () => {
        it.each(optionCases.map((option) => [option.testCase.name, option.key, option.value, option.fallback, option] as const))(
          '%s: with %s %j the findings differ from those with its default %j',
          (_name, key, _value, _fallback, { testCase }) => {
            const withOption = runDetector(detector, testCase.calls, testCase.options, testCase.format);
            const atDefault = runDetector(
              detector,
              testCase.calls,
              { ...testCase.options, [key]: detector.meta.defaults[key as keyof Options] },
              testCase.format,
            );
            expect(atDefault).not.toEqual(withOption);
          },
        );
      });
    }
  });
}
