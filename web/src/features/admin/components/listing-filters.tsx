import { listingStatuses, type ListingStatus } from '@common/listings.ts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { capitalize } from '@/lib/format';

type ListingFiltersProps = {
  status: ListingStatus | undefined;
  onStatusChange: (status: ListingStatus | undefined) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Why the text typed is not searched yet (too short). */
  searchHint?: string | undefined;
};

const isListingStatus = (value: string): value is ListingStatus => (listingStatuses as readonly string[]).includes(value);

/** The status filter (pending is the moderator's default view) and the search by title or seller e-mail. */
export function ListingFilters({ status, onStatusChange, search, onSearchChange, searchHint }: ListingFiltersProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,24rem)]">
      <SelectField label="Status" value={status ?? ''} onChange={(event) => onStatusChange(isListingStatus(event.target.value) ? event.target.value : undefined)}>
        <option value="">All</option>
        {listingStatuses.map((option) => (
          <option key={option} value={option}>
            {capitalize(option)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Search listings"
        type="search"
        placeholder="Title or seller email"
        value={search}
        error={searchHint}
        onChange={(event) => onSearchChange(event.target.value)}
      />
    </div>
  );
}
