// Text a user controls (a name, an e-mail address, a token) must not take over a log line or the terminal that
// shows it: a newline fakes a new line, ESC starts an ANSI sequence, a bidi override reorders what is read.
// Such characters are shown as \uXXXX, and a long value is cut so one request cannot flood the log.

/** Long enough for an SQL statement in an error message; short enough that a log line stays readable. */
export const LOG_VALUE_MAX_LENGTH = 2_000;
/** Stack traces and printed e-mails keep their line breaks, up to this many lines. */
export const LOG_MAX_LINES = 100;

function isUnsafeForTerminal(code: number): boolean {
  return (
    code <= 0x1f || // C0 controls: newline, carriage return, ESC, backspace…
    (code >= 0x7f && code <= 0x9f) || // DEL and the C1 controls (0x9b is a one-byte ANSI introducer)
    code === 0x061c || // Arabic letter mark
    code === 0x200e ||
    code === 0x200f || // left-to-right and right-to-left marks
    code === 0x2028 ||
    code === 0x2029 || // line and paragraph separators
    (code >= 0x202a && code <= 0x202e) || // bidi embeddings and overrides
    (code >= 0x2066 && code <= 0x2069) // bidi isolates
  );
}

function escapeUnsafeCharacters(text: string): string {
  let escaped = '';
  let copiedUpTo = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!isUnsafeForTerminal(code)) continue;
    escaped += text.slice(copiedUpTo, index) + `\\u${code.toString(16).padStart(4, '0')}`;
    copiedUpTo = index + 1;
  }
  return copiedUpTo === 0 ? text : escaped + text.slice(copiedUpTo);
}

function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  // Do not cut a surrogate pair in half (an emoji would become an invalid character).
  const isPairCut = maxLength > 0 && text.charCodeAt(maxLength - 1) >= 0xd800 && text.charCodeAt(maxLength - 1) <= 0xdbff;
  const kept = text.slice(0, isPairCut ? maxLength - 1 : maxLength);
  return `${kept}… (${text.length.toLocaleString('en')} characters)`;
}

/** One value on one line: control characters escaped (newlines too), cut to maxLength characters. */
export function safeForLog(value: string, maxLength = LOG_VALUE_MAX_LENGTH): string {
  return escapeUnsafeCharacters(truncate(value, maxLength));
}

function joinSafeLines(lines: string[], maxLineLength: number): string {
  const kept = lines.slice(0, LOG_MAX_LINES).map((line) => safeForLog(line, maxLineLength));
  if (lines.length > LOG_MAX_LINES) kept.push(`… (${(lines.length - LOG_MAX_LINES).toLocaleString('en')} more lines)`);
  return kept.join('\n');
}

/**
 * Text whose lines we print as lines (an e-mail): each line as safeForLog makes it, the line breaks kept, at
 * most LOG_MAX_LINES lines.
 */
export function safeLinesForLog(text: string, maxLineLength = LOG_VALUE_MAX_LENGTH): string {
  return joinSafeLines(text.split('\n'), maxLineLength);
}

// The lines V8 starts (a frame) and pino starts (an error's cause); any other line break in a stack came from
// an error message, which may quote user input.
const STACK_LINE_START = /^\s+at |^caused by: /;

/** A stack trace, still one frame per line; a line break inside a message is escaped like any other. */
export function safeStackForLog(stack: string): string {
  const entries: string[] = [];
  for (const line of stack.split('\n')) {
    const lastIndex = entries.length - 1;
    if (lastIndex < 0 || STACK_LINE_START.test(line)) entries.push(line);
    else entries[lastIndex] += `\n${line}`;
  }
  return joinSafeLines(entries, LOG_VALUE_MAX_LENGTH);
}
