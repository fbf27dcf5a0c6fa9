/**
 * Colour that survives terminalSafe and that no log can forge. terminalSafe (./terminal.ts) turns every
 * escape character into visible text, so our own colour cannot be written as escape sequences before
 * it: text is marked instead — `paint` wraps it in markers made of private-use characters and a nonce
 * drawn at random the first time one is needed (node:crypto is loaded then, not at start-up) — and only after the text has passed terminalSafe does
 * `applyStyles` turn the markers into SGR sequences (colour, bold: never cursor movement), or drop
 * them when colour is off. Log text cannot carry a marker: it would need the nonce, which exists only
 * in this process's memory, and escape characters it holds are escaped before any marker is turned.
 */
import { lazyCrypto } from './lazy-crypto.js';

/** Each style's SGR codes: on, off. */
const STYLES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const;

export type Style = keyof typeof STYLES;

const OPEN = '\uE000';
const CLOSE = '\uE001';
let nonce: string | undefined;
let markerPattern: RegExp | undefined;

function currentNonce(): string {
  nonce ??= lazyCrypto().randomBytes(12).toString('hex');
  return nonce;
}

/** Our markers, and only ours: they hold the nonce (drawn here if none was yet, when no marker of ours exists). */
function markers(): RegExp {
  markerPattern ??= new RegExp(`${OPEN}${currentNonce()}(\\d{1,2})${CLOSE}`, 'g');
  return markerPattern;
}

function marker(code: number): string {
  return `${OPEN}${currentNonce()}${String(code)}${CLOSE}`;
}

/** `text` marked to show in `style` once it reaches applyStyles (plain text everywhere else, as the markers go). */
export function paint(text: string, style: Style): string {
  if (text === '') return text;
  const [on, off] = STYLES[style];
  return `${marker(on)}${text}${marker(off)}`;
}

/** The markers of `text` (already through terminalSafe) as SGR sequences when `colour`, else removed. */
export function applyStyles(text: string, colour: boolean): string {
  if (!text.includes(OPEN)) return text;
  return text.replace(markers(), (_, code: string) => (colour ? `\u001b[${code}m` : ''));
}

/** `text` without its markers: what it shows, for measuring. */
export function unstyled(text: string): string {
  return applyStyles(text, false);
}
