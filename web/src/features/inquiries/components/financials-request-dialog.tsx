import { FileText } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { financialDocuments, financialsRequestText, type FinancialDocumentId } from './request-texts';

type FinancialsRequestDialogProps = {
  listingTitle: string;
  /** "Add to message" when it prefills the composer, "Send request" when it posts into the conversation. */
  submitLabel: string;
  /** Called on the button; false when the click was dealt with instead (signed out, conversation locked). */
  onOpenRequested: () => boolean;
  /** Resolves to whether the request went where it should; the dialog then closes. */
  onRequest: (text: string) => boolean | Promise<boolean>;
};

const defaultDocuments = financialDocuments.filter((document) => document.isDefault).map((document) => document.id);

/** ARCHITECTURE §7 Request Financials: the buyer picks the documents, the request becomes a message. */
export function FinancialsRequestDialog({ listingTitle, submitLabel, onOpenRequested, onRequest }: FinancialsRequestDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const errorId = useId();
  const [selected, setSelected] = useState<FinancialDocumentId[]>(defaultDocuments);
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  function toggle(documentId: FinancialDocumentId, isChecked: boolean) {
    setError(undefined);
    setSelected((current) => (isChecked ? [...current, documentId] : current.filter((id) => id !== documentId)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected.length === 0) {
      setError('Choose at least one document.');
      return;
    }
    setIsSubmitting(true);
    const isDone = await onRequest(financialsRequestText(listingTitle, selected));
    setIsSubmitting(false);
    if (isDone) dialogRef.current?.close();
  }

  return (
    <>
      <Button variant="outline" className="w-full" aria-haspopup="dialog" onClick={() => onOpenRequested() && dialogRef.current?.showModal()}>
        <FileText aria-hidden="true" />
        Request Financials
      </Button>
      <ModalDialog dialogRef={dialogRef} title="Request financials">
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
            <legend className="mb-2 text-sm text-muted-foreground">Which documents would you like the seller to share?</legend>
            {financialDocuments.map((document) => (
              <CheckboxField
                key={document.id}
                label={document.label}
                checked={selected.includes(document.id)}
                onChange={(event) => toggle(document.id, event.target.checked)}
              />
            ))}
          </fieldset>
          {error && (
            <p id={errorId} className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => dialogRef.current?.close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : submitLabel}
            </Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
