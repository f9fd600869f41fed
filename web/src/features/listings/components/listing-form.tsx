import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import { listingFormSchema, type ListingFormValues } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import type { NewListing } from '../api/create-listing';
import { AssetsField } from './assets-field';
import { BasicInformationSection, BusinessDetailsSection, ContactSection, FinancialSection } from './listing-form-sections';

export const emptyListingForm: ListingFormValues = {
  title: '',
  categoryId: '',
  description: '',
  businessType: '',
  location: '',
  askingPrice: '',
  revenue: '',
  profit: '',
  establishedYear: '',
  employeesCount: '',
  reasonForSelling: '',
  assetsIncluded: [],
  liabilities: '',
  contactEmail: '',
  contactPhone: '',
  websiteUrl: '',
};

export const listingFormFields = Object.keys(emptyListingForm) as (keyof ListingFormValues)[];

// The list is validated item by item; show the list's own message or its first item's.
function assetsError(errors: FieldErrors<ListingFormValues>): string | undefined {
  const assets = errors.assetsIncluded;
  if (!assets) return undefined;
  if (assets.message) return assets.message;
  return Array.isArray(assets) ? assets.find((item) => item?.message)?.message : undefined;
}

type ListingFormProps = {
  defaultValues?: ListingFormValues;
  submitLabel: string;
  /** The button's text while the request runs (SPEC §2: Submitting...). */
  submittingLabel?: string;
  isSubmitting: boolean;
  /** Receives the API's payload (paise); setError puts the server's field messages on the form. */
  onSubmit: (listing: NewListing, setError: UseFormSetError<ListingFormValues>) => Promise<void>;
  /** Shown right above the buttons, e.g. that an approved listing's changes are reviewed before buyers see them. */
  notice?: ReactNode;
  /** The Photos card (issue 25; another feature's), after the basic information. */
  photosSection?: ReactNode;
};

/**
 * SPEC §2 Create listing's form, for creating and editing alike (issue 11: the same schema, the same validation).
 * The form speaks rupees; listingFormSchema turns them into paise (SPEC §5).
 */
export function ListingForm({ defaultValues = emptyListingForm, submitLabel, submittingLabel = 'Submitting...', isSubmitting, onSubmit, notice, photosSection }: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, NewListing>({ resolver: zodResolver(listingFormSchema), defaultValues });
  const handleSubmit = form.handleSubmit((listing) => onSubmit(listing, form.setError));

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <BasicInformationSection form={form} />
      {photosSection}
      <FinancialSection form={form} />
      <BusinessDetailsSection
        form={form}
        assetsField={
          <Controller
            control={form.control}
            name="assetsIncluded"
            render={({ field }) => (
              <AssetsField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={assetsError(form.formState.errors)} />
            )}
          />
        }
      />
      <ContactSection form={form} />

      {notice}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
