// Small building blocks for schemas on both sides.
import { z } from 'zod';
import { isHttpUrl } from './http-url.ts';

// C0 and C1 controls (newline, tab, ESC of ANSI colour codes, NUL…) and the Unicode bidi embeddings, overrides
// and isolates: in a name they break e-mail headers and log lines, or make text read differently than it is
// stored ("Trojan Source"). No one-line field needs them.
const CONTROL_OR_BIDI_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/; // eslint-disable-line no-control-regex
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain line breaks, tabs or other invisible control characters';

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_OR_BIDI_CHARACTER.test(value);
}

/** One line of text a person types (a name, a company): trimmed, at most `max` characters, nothing invisible. */
export function singleLineText(max: number) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE);
}

/** An optional link a user supplies: empty becomes null; anything else must be an http(s) URL. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE)
  .refine((value) => value === '' || isHttpUrl(value), 'Enter a link starting with http:// or https://')
  .transform((value) => (value === '' ? null : value));
