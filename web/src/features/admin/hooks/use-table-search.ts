import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 500; // SPEC §9

/** A table's search box: the text as typed, and the trimmed text the server is asked for 500 ms after typing stops. */
export function useTableSearch() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return { searchText, setSearchText, search };
}
