// Text from the workspace (titles, statuses, file names, bodies, messages) on its way to a terminal. A record can hold
// any bytes: an ESC starts a terminal command (OSC 52 writes the clipboard, "ESC [2J" clears the screen), and a
// newline or carriage return in a file name forges whole lines that CI problem matchers read as findings. Every text
// renderer passes user text through here; the colour codes the CLI adds itself are applied afterwards and stay.
// JSON and SARIF need nothing: JSON.stringify escapes every control character already.

/**
 * C0 controls, DEL, C1 controls, and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) that
 * make a terminal show text in another order than it is written ("Trojan Source"). Tab is left out: it moves the
 * cursor and nothing else.
 */
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** The same, with newlines allowed: text shown as several lines (a record's body, a whole diagram). */
const UNSAFE_KEEPING_LINES = /\r\n|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\u001b': '\\x1b' };

function visible(ch: string): string {
  const named = NAMED[ch];
  if (named) return named;
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * One line of user text, safe to print: every control character is shown as an escape ("\n", "\x1b", "\x9b",
 * "\u202e"), so it can neither reach the terminal as a command nor start a new line. Text without any (nearly all)
 * comes back as it was.
 */
export function safeText(text: string): string {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text) ? text.replace(UNSAFE, visible) : text;
}

/** Like safeText, but line breaks stay line breaks ("\r\n" becomes "\n"; a lone "\r", which overwrites a line, does not). */
export function safeLines(text: string): string {
  UNSAFE_KEEPING_LINES.lastIndex = 0;
  return UNSAFE_KEEPING_LINES.test(text) ? text.replace(UNSAFE_KEEPING_LINES, (ch) => (ch === '\r\n' ? '\n' : visible(ch))) : text;
}
