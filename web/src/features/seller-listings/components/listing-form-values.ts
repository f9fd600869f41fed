import type { ListingFormValues } from '@common/listings.ts';
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
