// Small building blocks for schemas on both sides.
import { z } from 'zod';
import { isHttpUrl } from './http-url.ts';

// C0 and C1 controls (newline, tab, ESC of ANSI colour codes, NUL…): in a one-line field they break e-mail
// headers and log lines. No one-line field needs them.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/; // eslint-disable-line no-control-regex
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain line breaks, tabs or other invisible control characters';

// The Unicode bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the implicit marks
// LRM, RLM and ALM (U+200E, U+200F, U+061C): invisible, and able to make text read differently than it is stored
// ("… \u202Eexe.fdp" reads "… pdf.exe"; a mark alone turns "10 20" into "20 10"). A one-line field (a title, a
// name, a city) never needs them: pages and mails show each one isolated with its direction taken from its own
// first letter, which sets Arabic, Hebrew or Urdu right without marks (ADR 0025).
const BIDI_CONTROL_PATTERN = '[\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c]';
const BIDI_CONTROL = new RegExp(BIDI_CONTROL_PATTERN);
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL_PATTERN, 'g');
export const BIDI_CONTROL_MESSAGE = 'Remove the invisible text-direction characters';

/** Every bidi control one-line fields refuse and subjects drop, for tests and for the clean-up migration. */
export const BIDI_CONTROL_CHARACTERS = [
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', // LRE, RLE, PDF, LRO, RLO
  '\u2066', '\u2067', '\u2068', '\u2069', // LRI, RLI, FSI, PDI
  '\u200e', '\u200f', '\u061c', // LRM, RLM, ALM
] as const;

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROL.test(value);
}

/** The text without any bidi control: for a line that cannot be isolated, such as an e-mail subject. */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

interface SingleLineTextOptions {
  /** The message when the field is missing or empty; without it an empty text is allowed. */
  required?: string;
  tooLong?: string;
}

/**
 * One line of text a person types (a title, a name, a city, a search): trimmed, at most `max` characters, no
 * line break, control or bidi control (ADR 0025). Every one-line string field of every request schema is built
 * on this, and its checks come before any format check, so the field's message says what is wrong.
 */
export function singleLineText(max: number, options: SingleLineTextOptions = {}) {
  const text = (options.required === undefined ? z.string() : z.string({ error: options.required }))
    .trim()
    .max(max, options.tooLong ?? `Must be at most ${max} characters`)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE)
    .refine(hasNoBidiControls, BIDI_CONTROL_MESSAGE);
  return options.required === undefined ? text : text.min(1, options.required);
}

/**
 * Text of several lines (a description, a message, a reason): trimmed and bounded. Bidi controls are allowed, as
 * people paste mixed Arabic, Hebrew and English paragraphs; every page and mail shows such text isolated, so it
 * cannot reorder anything around it (ADR 0025).
 */
export function multiLineText(max: number, options: SingleLineTextOptions = {}) {
  const text = (options.required === undefined ? z.string() : z.string({ error: options.required }))
    .trim()
    .max(max, options.tooLong ?? `Must be at most ${max} characters`);
  return options.required === undefined ? text : text.min(1, options.required);
}

/** An optional link a user supplies: empty becomes null; anything else must be an http(s) URL. */
export const httpUrl = singleLineText(2048)
  .refine((value) => value === '' || isHttpUrl(value), 'Enter a link starting with http:// or https://')
  .transform((value) => (value === '' ? null : value));
