import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { listingFormSchema, type ListingFormValues } from '@common/listings.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useCreateListing, type NewListing } from '../api/create-listing';
import { AssetsField } from './assets-field';
import { BasicInformationSection, BusinessDetailsSection, ContactSection, FinancialSection } from './listing-form-sections';

const emptyListing: ListingFormValues = {
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

const formFields = Object.keys(emptyListing) as (keyof ListingFormValues)[];

// The list is validated item by item; show the list's own message or its first item's.
function assetsError(errors: FieldErrors<ListingFormValues>): string | undefined {
  const assets = errors.assetsIncluded;
  if (!assets) return undefined;
  if (assets.message) return assets.message;
  return Array.isArray(assets) ? assets.find((item) => item?.message)?.message : undefined;
}

/** SPEC §2 Create listing. The form speaks rupees; listingFormSchema turns them into paise (SPEC §5). */
export function CreateListingForm() {
  const navigate = useNavigate();
  const createListing = useCreateListing();
  const form = useForm<ListingFormValues, unknown, NewListing>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: emptyListing,
  });

  const handleSubmit = form.handleSubmit(async (listing) => {
    const isDone = await runWithToasts(() => createListing.mutateAsync(listing), {
      errorTitle: 'Error creating listing',
      onError: (error) => setServerFieldErrors(error, form.setError, formFields),
      successTitle: 'Success!',
      successDescription: 'Your business listing has been submitted for review.',
    });
    if (isDone) await navigate(paths.dashboard);
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <BasicInformationSection form={form} />
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

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={createListing.isPending}>
          {createListing.isPending ? 'Submitting...' : 'Submit Listing'}
        </Button>
      </div>
    </form>
  );
}
