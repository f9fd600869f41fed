import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createSavedSearchSchema, summarizeFilters, suggestSavedSearchName, savedSearchFiltersSchema, type SavedSearchFiltersInput } from '@common/saved-searches.ts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { alertModeOptions } from './alert-mode-options';

// The same rules as the API's, without the filters, which come from the page rather than the form.
const formSchema = createSavedSearchSchema.omit({ filters: true });
type SaveSearchValues = z.input<typeof formSchema>;

type SaveSearchFormProps = {
  filters: SavedSearchFiltersInput;
  /** The chosen category's name, for the summary and the suggested name (else its slug shows). */
  categoryName: string | undefined;
  onCancel: () => void;
  onSaved: () => void;
};

/** Issue 11: a name (prefilled from the filters), alerts on or off, and how often they come. */
export function SaveSearchForm({ filters, categoryName, onCancel, onSaved }: SaveSearchFormProps) {
  const createSavedSearch = useCreateSavedSearch();
  const parsedFilters = savedSearchFiltersSchema.safeParse(filters);
  const describedFilters = parsedFilters.success ? parsedFilters.data : savedSearchFiltersSchema.parse({});
  const form = useForm<SaveSearchValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: suggestSavedSearchName(describedFilters, categoryName), alertsEnabled: true, alertMode: 'instant' },
  });
  const { errors } = form.formState;
  const isAlertsEnabled = useWatch({ control: form.control, name: 'alertsEnabled' });

  const handleSubmit = form.handleSubmit(async (values) => {
    const isSaved = await runWithToasts(() => createSavedSearch.mutateAsync({ ...values, filters }), {
      errorTitle: 'Error saving search',
      successTitle: 'Search saved',
      successDescription: 'Find it under Saved Searches on your dashboard.',
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.name) form.setError('name', { type: 'server', message: error.fields.name });
      },
    });
    if (isSaved) onSaved();
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Filters: </span>
        {summarizeFilters(describedFilters, categoryName)}
      </p>
      <TextField label="Name" isRequired maxLength={100} error={errors.name?.message} {...form.register('name')} />
      <CheckboxField
        label="Alert me about new matches"
        hint="An in-app notification and an email when a new business matching these filters is listed."
        {...form.register('alertsEnabled')}
      />
      <Controller
        control={form.control}
        name="alertMode"
        render={({ field }) => (
          <RadioGroupField
            label="Email alerts"
            name={field.name}
            options={alertModeOptions}
            value={field.value ?? 'instant'}
            onValueChange={field.onChange}
            disabled={!isAlertsEnabled}
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={createSavedSearch.isPending}>
          {createSavedSearch.isPending ? 'Saving...' : 'Save search'}
        </Button>
      </div>
    </form>
  );
}
