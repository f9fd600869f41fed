// Small building blocks for schemas on both sides.
import { z } from 'zod';

/** An optional link a user supplies: empty becomes null; anything else must be an http(s) URL. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine((value) => value === '' || isHttpUrl(value), 'Enter a link starting with http:// or https://')
  .transform((value) => (value === '' ? null : value));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
