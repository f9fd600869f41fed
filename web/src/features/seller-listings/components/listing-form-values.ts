import type { ListingFormValues } from '@common/listings.ts';
import type { ProposedListing } from '@common/listing-revisions.ts';
import type { EditableListing } from '@common/seller-listings.ts';

// The form speaks rupees as text (SPEC §5: stored as rupees × 100); an absent value is an empty field.
const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The stored listing as the create form's values, so editing starts from what the buyers see. */
export function toListingFormValues(listing: EditableListing): ListingFormValues {
  return {
    title: listing.title,
    categoryId: listing.categoryId ?? '',
    description: listing.description,
    businessType: listing.businessType ?? '',
    location: listing.location,
    askingPrice: rupeesText(listing.askingPrice),
    revenue: rupeesText(listing.revenue),
    profit: rupeesText(listing.profit),
    establishedYear: numberText(listing.establishedYear),
    employeesCount: numberText(listing.employeesCount),
    reasonForSelling: listing.reasonForSelling ?? '',
    assetsIncluded: listing.assetsIncluded,
    liabilities: listing.liabilities ?? '',
    contactEmail: listing.contactEmail ?? '',
    contactPhone: listing.contactPhone ?? '',
    websiteUrl: listing.websiteUrl ?? '',
  };
}

/** The listing with the values of its change waiting for review (issue 24); an optional field left out is empty. */
export function withProposedValues(listing: EditableListing, proposed: ProposedListing): EditableListing {
  return {
    ...listing,
    ...proposed,
    businessType: proposed.businessType ?? null,
    revenue: proposed.revenue ?? null,
    profit: proposed.profit ?? null,
    establishedYear: proposed.establishedYear ?? null,
    employeesCount: proposed.employeesCount ?? null,
    reasonForSelling: proposed.reasonForSelling ?? null,
    liabilities: proposed.liabilities ?? null,
    contactEmail: proposed.contactEmail ?? null,
    contactPhone: proposed.contactPhone ?? null,
    websiteUrl: proposed.websiteUrl ?? null,
  };
}
