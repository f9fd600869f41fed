import { useState } from 'react';
import { ADMIN_SEARCH_MIN_LENGTH, ADMIN_SEARCH_TOO_SHORT } from '@common/admin.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 500; // SPEC §9

/**
 * A table's search box: the text as typed, the trimmed text the server is asked for 500 ms after typing stops,
 * and a hint while that text is too short to search (the server's trigram indexes need three characters, so it
 * refuses shorter text; the table keeps showing its unsearched rows meanwhile).
 */
export function useTableSearch() {
  const [searchText, setSearchText] = useState('');
  const typed = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const isTooShort = typed.length > 0 && typed.length < ADMIN_SEARCH_MIN_LENGTH;
  return { searchText, setSearchText, search: isTooShort ? '' : typed, searchHint: isTooShort ? ADMIN_SEARCH_TOO_SHORT : undefined };
}
