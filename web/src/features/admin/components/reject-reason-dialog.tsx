import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { rejectReportedListingSchema } from '@common/admin.ts';
import { Button } from '@/components/ui/button';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { TextareaField } from '@/components/ui/textarea-field';

type RejectReasonDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** e.g. "Reject listing" or "Reject 3 listings". */
  title: string;
  /** What is being rejected, e.g. the listing's title. */
  subject: string;
  /** Resolves to whether it went through; the dialog then closes. */
  onConfirm: (reason: string) => Promise<boolean>;
  /** Where the seller reads the reason (default: a listing's rejection). */
  note?: string;
};

const LISTING_REASON_NOTE = "The seller sees this reason in a notification, an email and on the listing's page.";

type ReasonValues = { reason: string };

/** Issue 10: rejecting asks for a reason (required), which the seller sees. */
export function RejectReasonDialog({ isOpen, onClose, title, subject, onConfirm, note = LISTING_REASON_NOTE }: RejectReasonDialogProps) {
  return (
    <ControlledDialog isOpen={isOpen} onClose={onClose} title={title}>
      <ReasonForm subject={subject} note={note} submitLabel={title} onCancel={onClose} onConfirm={onConfirm} />
    </ControlledDialog>
  );
}

function ReasonForm({
  subject,
  note,
  submitLabel,
  onCancel,
  onConfirm,
}: {
  subject: string;
  note: string;
  submitLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const form = useForm<ReasonValues>({ resolver: zodResolver(rejectReportedListingSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async ({ reason }) => {
    if (await onConfirm(reason)) onCancel();
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <p className="break-words text-muted-foreground">{subject}</p>
      <TextareaField
        label="Reason for rejection"
        isRequired
        autoFocus
        placeholder="e.g. The asking price does not match the financials provided."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <p className="text-sm text-muted-foreground">{note}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Rejecting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
