import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { createReportSchema, DUPLICATE_REPORT_MESSAGE, reportReasonLabels, reportReasons, type CreateReportInput } from '@common/admin.ts';
import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';

const reasonOptions = reportReasons.map((reason) => ({ value: reason, label: reportReasonLabels[reason] }));

type ReportListingFormProps = {
  listingId: string;
  onCancel: () => void;
  /** The report went in, or had gone in before (409): either way there is nothing more to do here. */
  onDone: () => void;
};

/** Issue 10: a reason (misleading, fraud, duplicate, other) and details, which "other" requires. */
export function ReportListingForm({ listingId, onCancel, onDone }: ReportListingFormProps) {
  const createReport = useCreateReport();
  const form = useForm<CreateReportInput>({ resolver: zodResolver(createReportSchema), defaultValues: { reason: 'misleading', details: '' } });
  const { errors } = form.formState;
  const isOther = useWatch({ control: form.control, name: 'reason' }) === 'other';

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await createReport.mutateAsync({ listingId, ...values });
      toast.success('Report sent', { description: 'Thank you. Our team will review this listing.' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error('Already reported', { description: DUPLICATE_REPORT_MESSAGE });
        onDone();
        return;
      }
      if (error instanceof ApiError && error.fields?.details) form.setError('details', { type: 'server', message: error.fields.details });
      toast.error('Error sending report', { description: getErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroupField label="Reason" name={field.name} options={reasonOptions} value={field.value} onValueChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <TextareaField
        label="Details"
        isRequired={isOther}
        placeholder="What is wrong with this listing?"
        error={errors.details?.message}
        {...form.register('details')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={createReport.isPending}>
          {createReport.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
