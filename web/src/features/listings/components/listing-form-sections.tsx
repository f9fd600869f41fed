import { useEffect, useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { ListingFormValues } from '@common/listings.ts';
import { AmountHint } from '@/components/amount-hint';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { getErrorMessage } from '@/lib/api-client';
import type { NewListing } from '../api/create-listing';
import { useCategories } from '../api/get-categories';

type ListingForm = UseFormReturn<ListingFormValues, unknown, NewListing>;

// Money and counts are typed as whole numbers; the schema reads the text (SPEC §5).
const wholeNumberProps = { type: 'number', inputMode: 'numeric', step: 1 } as const;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

export function BasicInformationSection({ form }: { form: ListingForm }) {
  const { errors } = form.formState;
  const { data: categories, isPending, error: categoriesError } = useCategories();
  useEffect(() => {
    if (categoriesError) {
      toast.error('Error loading categories', { id: 'categories-error', description: getErrorMessage(categoriesError) });
    }
  }, [categoriesError]);
  // SPEC §7: the create form lists categories by name.
  const categoriesByName = [...(categories ?? [])].sort((left, right) => left.name.localeCompare(right.name, 'en-IN'));

  return (
    <FormSection title="Basic Information">
      <TextField label="Business Name" isRequired maxLength={120} error={errors.title?.message} {...form.register('title')} />
      <SelectField label="Category" isRequired disabled={isPending} error={errors.categoryId?.message} {...form.register('categoryId')}>
        <option value="">{isPending ? 'Loading categories...' : 'Select a category'}</option>
        {categoriesByName.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Business Description"
        isRequired
        rows={6}
        maxLength={5000}
        placeholder="What the business does, its customers, what makes it work"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Business Type" placeholder="e.g. Restaurant" maxLength={80} error={errors.businessType?.message} {...form.register('businessType')} />
        <TextField label="Location" isRequired placeholder="City, State" maxLength={100} error={errors.location?.message} {...form.register('location')} />
      </div>
    </FormSection>
  );
}

/** Rupees as people type them ("45 lakh", "1.2 Cr", "2,50,000"), with the amount understood beside (issue 24). */
type MoneyFieldProps = { form: ListingForm; name: 'askingPrice' | 'revenue' | 'profit'; label: string; error: string | undefined; isRequired?: boolean; isSigned?: boolean };

/** Rupees as people type them ("45 lakh", "1.2 Cr", "2,50,000"), with the amount understood beside (issue 24). */
function MoneyField({ form, name, label, error, isRequired, isSigned }: MoneyFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <TextField
        id={id}
        label={label}
        isRequired={isRequired}
        autoComplete="off"
        error={error}
        aria-describedby={error ? `${id}-error ${id}-amount` : `${id}-amount`}
        {...form.register(name)}
      />
      <AmountHint id={`${id}-amount`} text={form.watch(name)} isSigned={isSigned} />
    </div>
  );
}

export function FinancialSection({ form }: { form: ListingForm }) {
  const { errors } = form.formState;
  return (
    <FormSection title="Financial Information">
      <div className="grid gap-5 sm:grid-cols-3">
        <MoneyField form={form} name="askingPrice" label="Asking Price (₹)" error={errors.askingPrice?.message} isRequired />
        <MoneyField form={form} name="revenue" label="Annual Revenue (₹)" error={errors.revenue?.message} />
        <MoneyField form={form} name="profit" label="Annual Profit (₹)" error={errors.profit?.message} isSigned />
      </div>
    </FormSection>
  );
}

export function BusinessDetailsSection({ form, assetsField }: { form: ListingForm; assetsField: ReactNode }) {
  const { errors } = form.formState;
  return (
    <FormSection title="Business Details">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Year Established"
          min={1800}
          max={new Date().getFullYear()}
          placeholder="e.g. 2015"
          {...wholeNumberProps}
          error={errors.establishedYear?.message}
          {...form.register('establishedYear')}
        />
        <TextField label="Number of Employees" min={0} {...wholeNumberProps} error={errors.employeesCount?.message} {...form.register('employeesCount')} />
      </div>
      <TextareaField label="Reason for Selling" rows={3} maxLength={2000} error={errors.reasonForSelling?.message} {...form.register('reasonForSelling')} />
      {assetsField}
      <TextareaField label="Liabilities/Debts" rows={3} maxLength={2000} error={errors.liabilities?.message} {...form.register('liabilities')} />
    </FormSection>
  );
}

export function ContactSection({ form }: { form: ListingForm }) {
  const { errors } = form.formState;
  return (
    <FormSection title="Contact Information">
      <p className="-mt-2 text-sm text-muted-foreground">Shown only to buyers you reply to, and to our moderators.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Contact Email" type="email" autoComplete="email" error={errors.contactEmail?.message} {...form.register('contactEmail')} />
        <TextField label="Contact Phone" type="tel" autoComplete="tel" placeholder="+91 98765 43210" error={errors.contactPhone?.message} {...form.register('contactPhone')} />
      </div>
      <TextField label="Website URL" type="url" placeholder="https://" error={errors.websiteUrl?.message} {...form.register('websiteUrl')} />
    </FormSection>
  );
}
