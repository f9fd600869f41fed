// Count texts (issue 24: "1 view", never "1 views"). English needs only one/other; the few irregular words name
// their plural. The number is written in the Indian grouping (indian-digits.ts: no Intl before hydration).
import { formatIndianNumber } from './indian-digits.ts';

/** The word for `count` things: `one` for exactly 1, else `other` (default: `one` + "s"). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/** "1 view", "12,345 views", "1 business", "3 businesses": the count in the Indian grouping, then its word. */
export function countText(count: number, one: string, other = `${one}s`): string {
  return `${formatIndianNumber(count)} ${pluralWord(count, one, other)}`;
}
