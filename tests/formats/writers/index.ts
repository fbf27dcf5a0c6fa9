/** The session writers of the cross-format test and the contract suite: one per registered format (a test holds them equal). */
import type { SessionWriter } from '../crafted-session.js';
import { agentFrameworkWriter } from './agent-framework.js';
import { claudeCodeWriter } from './claude-code.js';
import { claudeCodeOtelWriter } from './claude-code-otel.js';
import { clineWriter } from './cline.js';
import { codexWriter } from './codex.js';
import { copilotCliWriter } from './copilot-cli.js';
import { cursorWriter } from './cursor.js';
import { factoryDroidWriter } from './factory-droid.js';
import { opencodeWriter } from './opencode.js';
import { kiloCodeWriter } from './kilo-code.js';
import { geminiCliWriter } from './gemini-cli.js';
import { qwenCodeWriter } from './qwen-code.js';

export const SESSION_WRITERS: readonly SessionWriter[] = [
  claudeCodeWriter,
  codexWriter,
  agentFrameworkWriter,
  claudeCodeOtelWriter,
  cursorWriter,
  factoryDroidWriter,
  copilotCliWriter,
  opencodeWriter,
  kiloCodeWriter,
  clineWriter,
  geminiCliWriter,
  qwenCodeWriter,
];
