import { ArrowDownWideNarrow, ArrowUpNarrowWide, X } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { toast } from 'sonner';
import { listingSortKeys, type ListingSortKey } from '@common/listing-constants.ts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { SearchTextInput } from './search-text-input';
import type { BrowseFilters, TextFilters } from '../hooks/use-browse-filters';

const sortLabels: Record<ListingSortKey, string> = { relevance: 'Relevance', date: 'Date', price: 'Price', views: 'Views', name: 'Name' };

// Whole rupees; the API multiplies by 100 when it filters (SPEC §5).
const priceFields = [
  { name: 'minPrice', label: 'Min Price (₹)', placeholder: 'No minimum' },
  { name: 'maxPrice', label: 'Max Price (₹)', placeholder: 'No maximum' },
] as const satisfies { name: keyof TextFilters; label: string; placeholder: string }[];

type ListingFiltersProps = {
  filters: BrowseFilters;
  draft: TextFilters;
  onTextChange: (name: keyof TextFilters, value: string) => void;
  onFilterChange: (changes: Partial<Pick<BrowseFilters, 'category' | 'sort' | 'order'>>) => void;
  onSubmit: () => void;
  onClear: () => void;
};

/** SPEC §2 Browse: the Search & Filter card. */
export function ListingFilters({ filters, draft, onTextChange, onFilterChange, onSubmit, onClear }: ListingFiltersProps) {
  const { data: categories, error: categoriesError } = useCategories();
  useEffect(() => {
    if (categoriesError) {
      toast.error('Error loading categories', { id: 'categories-error', description: getErrorMessage(categoriesError) });
    }
  }, [categoriesError]);

  const isAscending = filters.order === 'asc';

  // Enter applies the typed filters at once instead of waiting for the debounce.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Card className="mb-8">
      <CardHeader className="pb-4">
        <CardTitle>Search &amp; Filter</CardTitle>
      </CardHeader>
      <CardContent>
        <form role="search" aria-label="Listings" onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid gap-2 sm:col-span-2">
            <SearchTextInput
              id="browse-search"
              name="search"
              label="Search businesses"
              placeholder="Business name or keyword"
              defaultValue={draft.search}
              onValueChange={(value) => onTextChange('search', value)}
            />
          </div>
          <SelectField
            label="Category"
            value={filters.category}
            onChange={(event) => onFilterChange({ category: event.target.value })}
          >
            <option value="">All Categories</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Location"
            placeholder="City or state"
            value={draft.location}
            onChange={(event) => onTextChange('location', event.target.value)}
          />
          {priceFields.map(({ name, label, placeholder }) => (
            <TextField
              key={name}
              label={label}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={placeholder}
              value={draft[name]}
              onChange={(event) => onTextChange(name, event.target.value)}
            />
          ))}
          <div className="flex items-end gap-2">
            <SelectField
              label="Sort by"
              value={filters.sort}
              onChange={(event) => {
                const sort = listingSortKeys.find((key) => key === event.target.value);
                if (sort) onFilterChange({ sort });
              }}
              className="grid flex-1 gap-2"
            >
              {listingSortKeys.filter((key) => key !== 'relevance' || filters.search.trim() !== '').map((key) => (
                <option key={key} value={key}>
                  {sortLabels[key]}
                </option>
              ))}
            </SelectField>
            <Button
              variant="outline"
              aria-label={`Sort order: ${isAscending ? 'ascending' : 'descending'}`}
              title={`Switch to ${isAscending ? 'descending' : 'ascending'} order`}
              onClick={() => onFilterChange({ order: isAscending ? 'desc' : 'asc' })}
            >
              {isAscending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
              {isAscending ? 'Asc' : 'Desc'}
            </Button>
          </div>
          <div className="flex items-end">
            <Button variant="ghost" onClick={onClear} className="w-full sm:w-auto">
              <X aria-hidden="true" />
              Clear
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
