import { describe, expect, it } from 'vitest';
import { LOG_MAX_LINES, LOG_VALUE_MAX_LENGTH, safeForLog, safeLinesForLog, safeStackForLog } from './log-safe.ts';

describe('safeForLog', () => {
  it('leaves ordinary text alone, including non-Latin scripts and emoji', () => {
    expect(safeForLog('Asha Rao — चाय की दुकान 🍵')).toBe('Asha Rao — चाय की दुकान 🍵');
  });

  it('escapes newlines, carriage returns, ESC, DEL, C1 controls and bidi overrides as \\uXXXX', () => {
    expect(safeForLog('a\nb\r\tc')).toBe('a\\u000ab\\u000d\\u0009c');
    expect(safeForLog('\u001b[31mred\u001b[0m')).toBe('\\u001b[31mred\\u001b[0m');
    expect(safeForLog('\u0000\u007f\u009b')).toBe('\\u0000\\u007f\\u009b');
    expect(safeForLog('user\u202etxt.exe \u2066x\u2069 \u200f \u2028')).toBe('user\\u202etxt.exe \\u2066x\\u2069 \\u200f \\u2028');
  });

  it('cuts a long value to the maximum, saying how long it was', () => {
    expect(safeForLog('x'.repeat(200_000))).toBe(`${'x'.repeat(LOG_VALUE_MAX_LENGTH)}… (200,000 characters)`);
    expect(safeForLog('abcdef', 3)).toBe('abc… (6 characters)');
    expect(safeForLog('abc', 3)).toBe('abc');
  });

  it('does not cut an emoji in half', () => {
    expect(safeForLog('ab🍵cd', 3)).toBe('ab… (6 characters)');
  });
});

describe('safeLinesForLog', () => {
  it('keeps line breaks and escapes everything else, line by line', () => {
    expect(safeLinesForLog('Hello \u001b[31mAsha\r\nbye')).toBe('Hello \\u001b[31mAsha\\u000d\nbye');
  });

  it('keeps at most the maximum number of lines', () => {
    const output = safeLinesForLog('line\n'.repeat(1000));
    expect(output.split('\n')).toHaveLength(LOG_MAX_LINES + 1);
    expect(output.endsWith('… (901 more lines)')).toBe(true);
  });
});

describe('safeStackForLog', () => {
  it('keeps one frame per line but escapes a line break inside the message', () => {
    const error = new Error('no listing called Asha\nTo: victim@example.com', { cause: new Error('inner') });
    const stack = `${error.stack}\ncaused by: ${(error.cause as Error).stack}`;
    const lines = safeStackForLog(stack).split('\n');
    expect(lines[0]).toBe('Error: no listing called Asha\\u000aTo: victim@example.com');
    expect(lines[1]).toMatch(/^\s+at /);
    expect(lines.some((line) => line.startsWith('caused by: Error: inner'))).toBe(true);
    expect(lines.some((line) => line.startsWith('To:'))).toBe(false);
  });
});
