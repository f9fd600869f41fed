import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { defaultSortFor } from '@common/browse-url.ts';
import { listingSortKeys, sortOrderWords, type ListingSortKey } from '@common/listing-constants.ts';
import { paths } from '@common/routes.ts';
import { AmountHint } from '@/components/amount-hint';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldLabel } from '@/components/ui/field-label';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { textFilterNames, type BrowseFilters, type TextFilters } from '../hooks/use-browse-filters';
import type { ListingsQuery } from '../api/listing-query-keys';
import { FiltersSheet, FiltersSheetTrigger, useFiltersSheet } from './filters-sheet';
import { SearchTextInput } from './search-text-input';

const sortLabels: Record<ListingSortKey, string> = {
  relevance: 'Relevance',
  date: 'Date',
  price: 'Price',
  views: 'Views',
  name: 'Name',
  multiple: 'Asking multiple',
  profit: 'Yearly profit',
};

// Rupees as people type them ("50 lakh", "1.5 Cr", "2,50,000"); the URL writes whole rupees (issue 24).
const priceFields = [
  { name: 'minPrice', label: 'Min Price (₹)', placeholder: 'No minimum' },
  { name: 'maxPrice', label: 'Max Price (₹)', placeholder: 'No maximum' },
  { name: 'minProfit', label: 'Min Yearly Profit (₹)', placeholder: 'No minimum' },
] as const satisfies { name: keyof TextFilters; label: string; placeholder: string }[];

const selectNames = ['category', 'sort'] as const;
type SelectName = (typeof selectNames)[number];
type FieldValues = TextFilters & Record<SelectName, string>;

type ListingFiltersProps = {
  filters: BrowseFilters;
  /** The results' query, for the phone sheet's live count. */
  query: ListingsQuery;
  draft: TextFilters;
  onTextChange: (name: keyof TextFilters, value: string) => void;
  onFilterChange: (changes: Partial<Pick<BrowseFilters, 'category' | 'sort' | 'order'>>) => void;
  onSubmit: () => void;
  onClear: () => void;
};

function fieldOf(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field : null;
}

/**
 * The fields are uncontrolled, so the page's hydration never resets what was typed or chosen before it (issue
 * 24). At hydration, what the fields hold then becomes the filters; afterwards the filters write the fields when
 * they change from outside (Back, Clear).
 */
function useFieldsInSync(formRef: RefObject<HTMLFormElement | null>, values: FieldValues, props: ListingFiltersProps) {
  const previousValues = useRef<FieldValues | null>(null);
  const { onTextChange, onFilterChange } = props;
  // A passive effect: the router ignores a navigation asked for before its own layout effects have run.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const previous = previousValues.current;
    previousValues.current = values;
    if (!previous) {
      for (const name of textFilterNames) {
        const field = fieldOf(form, name);
        if (field && field.value !== values[name]) onTextChange(name, field.value);
      }
      const chosen: Partial<Record<SelectName, string>> = {};
      for (const name of selectNames) {
        const field = fieldOf(form, name);
        // A select whose options have not arrived yet (the categories) shows no choice of the visitor's.
        const canShowValue = field instanceof HTMLSelectElement && [...field.options].some((option) => option.value === values[name]);
        if (field && canShowValue && field.value !== values[name]) chosen[name] = field.value;
      }
      const sort = chosen.sort === undefined ? undefined : sortOfField(chosen.sort, fieldOf(form, 'search')?.value ?? values.search);
      if (chosen.category !== undefined || sort) onFilterChange({ ...(chosen.category !== undefined && { category: chosen.category }), ...(sort && { sort }) });
      return;
    }
    // Only a value that changed is written: a field the visitor just changed may be ahead of the URL.
    for (const name of [...textFilterNames, ...selectNames]) {
      const field = fieldOf(form, name);
      if (field && values[name] !== previous[name] && field.value !== values[name]) field.value = values[name];
    }
  });
}

/**
 * The default order is sent as no value, so a search typed into a form sent without the script gets the order a
 * search has by default (relevance, ADR 0029) rather than the newest-first the page showed before it.
 */
function sortFieldValue(sort: ListingSortKey, search: string): string {
  return sort === defaultSortFor(search) ? '' : sort;
}

function sortOfField(value: string, search: string): ListingSortKey {
  return listingSortKeys.find((key) => key === value) ?? defaultSortFor(search);
}

/** SPEC §2 Browse: the Search & Filter card, a GET form to /listings that works before the script runs. */
export function ListingFilters(props: ListingFiltersProps) {
  const { filters, query, draft, onTextChange, onFilterChange, onSubmit, onClear } = props;
  const { sheetRef, sheetId } = useFiltersSheet();
  const { data: categories, error: categoriesError } = useCategories();
  const formRef = useRef<HTMLFormElement>(null);
  const searchId = useId();
  const hintIdPrefix = useId();
  useFieldsInSync(formRef, { ...draft, category: filters.category, sort: sortFieldValue(filters.sort, filters.search) }, props);
  useEffect(() => {
    if (categoriesError) {
      toast.error('Error loading categories', { id: 'categories-error', description: getErrorMessage(categoriesError) });
    }
  }, [categoriesError]);

  const isAscending = filters.order === 'asc';
  const activeFilterCount = [filters.category, filters.location, filters.minPrice, filters.maxPrice, filters.minProfit, filters.maxMultiple].filter(Boolean).length;
  const otherOrder = isAscending ? 'desc' : 'asc';
  // SPEC §2 names the toggle Asc/Desc; what that means for the chosen sort is said in words beside it.
  const orderWords = sortOrderWords[filters.sort][filters.order];
  const otherOrderWords = sortOrderWords[filters.sort][otherOrder];

  // Enter applies the typed filters at once instead of waiting for the debounce.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleClear(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onClear();
  }

  return (
    // On a phone the card gives way to a search row and the Filters sheet (ADR 0038).
    <Card className="mb-8 max-md:mb-4 max-md:border-0 max-md:bg-transparent max-md:shadow-none">
      <CardHeader className="pb-4 max-md:sr-only">
        <CardTitle>Search &amp; Filter</CardTitle>
      </CardHeader>
      <CardContent className="max-md:p-0">
        {/* The fields come in the order the browse address names them (common/src/browse-url.ts). */}
        <form
          ref={formRef}
          role="search"
          aria-label="Listings"
          action={paths.listings}
          method="get"
          onSubmit={handleSubmit}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-4"
        >
          <div className="grid gap-2 md:col-span-2">
            <FieldLabel htmlFor={searchId}>Search businesses</FieldLabel>
            <div className="flex gap-2">
              <div className="flex-1">
                <SearchTextInput
                  id={searchId}
                  name="search"
                  defaultValue={draft.search}
                  placeholder="Business name or keyword"
                  onValueChange={(value) => onTextChange('search', value)}
                />
              </div>
              {/* The form's first submit button: Enter in any field sends the form with it. */}
              <Button type="submit" className="max-md:size-11 max-md:px-0">
                <Search aria-hidden="true" />
                <span className="max-md:sr-only">Search</span>
              </Button>
              <FiltersSheetTrigger sheetRef={sheetRef} sheetId={sheetId} activeCount={activeFilterCount} />
            </div>
          </div>
          <FiltersSheet sheetRef={sheetRef} sheetId={sheetId} query={query}>
            <SelectField label="Category" name="category" defaultValue={filters.category} onChange={(event) => onFilterChange({ category: event.target.value })}>
              <option value="">All Categories</option>
              {categories?.map((category) => (
                <option key={category.id} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Location"
              name="location"
              placeholder="City or state"
              defaultValue={draft.location}
              onChange={(event) => onTextChange('location', event.target.value)}
            />
            {priceFields.map(({ name, label, placeholder }) => (
              <div key={name} className="grid gap-2">
                <FieldLabel htmlFor={`${hintIdPrefix}-${name}`}>{label}</FieldLabel>
                <Input
                  id={`${hintIdPrefix}-${name}`}
                  name={name}
                  autoComplete="off"
                  placeholder={placeholder}
                  defaultValue={draft[name]}
                  aria-describedby={`${hintIdPrefix}-${name}-amount`}
                  onChange={(event) => onTextChange(name, event.target.value)}
                />
                <AmountHint id={`${hintIdPrefix}-${name}-amount`} text={draft[name]} />
              </div>
            ))}
            <TextField
              label="Max Asking Multiple (×)"
              name="maxMultiple"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 3.5"
              defaultValue={draft.maxMultiple}
              onChange={(event) => onTextChange('maxMultiple', event.target.value)}
            />
            <div className="grid gap-1">
              <div className="flex items-end gap-2">
                <SelectField
                  label="Sort by"
                  name="sort"
                  defaultValue={sortFieldValue(filters.sort, filters.search)}
                  onChange={(event) => onFilterChange({ sort: sortOfField(event.target.value, filters.search) })}
                  className="grid flex-1 gap-2"
                >
                  {listingSortKeys.filter((key) => key !== 'relevance' || filters.search.trim() !== '').map((key) => (
                    <option key={key} value={sortFieldValue(key, filters.search)}>
                      {sortLabels[key]}
                    </option>
                  ))}
                </SelectField>
                {/* Without the script this sends the form with the other order; its value comes before the current
                    order's hidden field, and the first value counts. */}
                <Button
                  type="submit"
                  name="order"
                  value={otherOrder}
                  variant="outline"
                  aria-label={`Sort order: ${isAscending ? 'ascending' : 'descending'}, ${orderWords}`}
                  title={`Switch to ${otherOrderWords}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onFilterChange({ order: otherOrder });
                  }}
                >
                  {isAscending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
                  {isAscending ? 'Asc' : 'Desc'}
                </Button>
                <input type="hidden" name="order" value={filters.order} />
              </div>
              <p className="text-xs text-muted-foreground first-letter:uppercase" aria-hidden="true">
                {orderWords}
              </p>
            </div>
            <div className="flex items-end">
              <Button asChild variant="ghost" className="w-full sm:w-auto">
                <Link to={paths.listings} onClick={handleClear}>
                  <X aria-hidden="true" />
                  Clear
                </Link>
              </Button>
            </div>
          </FiltersSheet>
        </form>
      </CardContent>
    </Card>
  );
}
