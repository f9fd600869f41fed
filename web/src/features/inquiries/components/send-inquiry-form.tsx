import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { ErrorCode } from '@common/errors.ts';
import { paths, SIGN_IN_RETURN_PARAM } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useValueTypedBeforeHydration } from '@/hooks/use-value-typed-before-hydration';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { importInquiriesModule, useSendInquiry } from '../api/send-inquiry';
import { useInquiryDraft } from '../hooks/use-inquiry-draft';
import { useSignInFirst } from '@/lib/use-sign-in-first';
import { FinancialsRequestDialog } from './financials-request-dialog';
import { noVisitChoice, visitRequestOf, VisitChoiceFields, type VisitChoice, type VisitErrors } from './visit-choice-fields';

/** The form's id: the phone's action bar links to it (listing-action-bar.tsx). */
export const SEND_INQUIRY_FORM_ID = 'send-inquiry';

type SendInquiryFormProps = {
  listing: { id: string; title: string };
  isSignedIn: boolean;
};

/**
 * SPEC §2 Send Inquiry, with Request Financials prefilling it (ARCHITECTURE §7) and a visit asked for with it (issue 24). The message is
 * checked with the API's own schema, imported on focus and awaited on submit (ADR 0018: not before hydration).
 */
export function SendInquiryForm({ listing, isSignedIn }: SendInquiryFormProps) {
  const { initialDraft, saveDraft, clearDraft } = useInquiryDraft(listing.id);
  const [message, setMessage] = useState(initialDraft);
  const [error, setError] = useState<string>();
  const [visit, setVisit] = useState<VisitChoice>(noVisitChoice);
  const [visitErrors, setVisitErrors] = useState<VisitErrors>({});
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useValueTypedBeforeHydration(textareaRef, setMessage);
  const sendInquiry = useSendInquiry();
  const signInFirst = useSignInFirst();

  function goSignInKeepingDraft() {
    saveDraft(message);
    signInFirst();
  }

  function prefill(text: string) {
    setError(undefined);
    setMessage((current) => (current.trim() ? `${current.trimEnd()}\n\n${text}` : text));
    // After the dialog has closed and handed focus back to its button.
    setTimeout(() => textareaRef.current?.focus(), 0);
    return true;
  }

  function openRequestDialog() {
    if (isSignedIn) return true;
    goSignInKeepingDraft();
    return false;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendInquiry.isPending) return;
    let inquiries;
    try {
      inquiries = await importInquiriesModule();
    } catch (importError) {
      // The schema's chunk did not arrive (offline, or gone after a deploy).
      toast.error('Error sending inquiry', { description: getErrorMessage(importError) });
      return;
    }
    const { createInquirySchema, EMPTY_MESSAGE, DUPLICATE_INQUIRY_MESSAGE } = inquiries;
    const parsed = createInquirySchema.safeParse({ message, visit: visitRequestOf(visit) });
    // A visit's dates are told under their own fields (issue 24).
    const visitIssues = parsed.error?.issues.filter((issue) => issue.path[0] === 'visit') ?? [];
    setVisitErrors(Object.fromEntries(visitIssues.map((issue) => [String(issue.path[1]), issue.message])));
    if (visitIssues.length > 0) return;
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message ?? EMPTY_MESSAGE;
      // SPEC §5/§8: an empty message is a toast; anything else (too long) stays under the field until fixed.
      if (problem === EMPTY_MESSAGE) toast.error(EMPTY_MESSAGE);
      else setError(problem);
      textareaRef.current?.focus();
      return;
    }
    if (!isSignedIn) {
      goSignInKeepingDraft();
      return;
    }
    try {
      await sendInquiry.mutateAsync({ listingId: listing.id, message: parsed.data.message, visit: parsed.data.visit });
    } catch (sendError) {
      // A 409 is a duplicate, unless the listing was sold or withdrawn meanwhile: then the server's words say so.
      const isDuplicate = sendError instanceof ApiError && sendError.status === 409 && sendError.code === ('CONFLICT' satisfies ErrorCode);
      if (isDuplicate) toast.error('Inquiry already sent', { description: DUPLICATE_INQUIRY_MESSAGE });
      else toast.error('Error sending inquiry', { description: getErrorMessage(sendError) });
      return;
    }
    clearDraft();
    setVisit(noVisitChoice);
    toast.success('Inquiry sent successfully!', { description: 'The seller will be notified and respond to your inquiry soon.' });
  }

  return (
    <div className="grid gap-3">
      {/* A visitor's Send Inquiry is a sign-in link before the script runs (issue 24): the form goes to /auth
          with only where to come back (the message has no name, so it never reaches an address). */}
      <form
        id={SEND_INQUIRY_FORM_ID}
        onSubmit={handleSubmit}
        noValidate
        className="grid scroll-mt-24 gap-3"
        {...(!isSignedIn && { action: paths.auth, method: 'get' })}
      >
        {!isSignedIn && <input type="hidden" name={SIGN_IN_RETURN_PARAM} value={paths.listing(listing.id)} />}
        <TextareaField
          ref={textareaRef}
          label="Your message to the seller"
          rows={5}
          value={message}
          error={error}
          placeholder="Introduce yourself and ask what you would like to know about the business."
          // Someone who focuses the box is about to write: the schema is on its way before they press Send.
          onFocus={() => void importInquiriesModule().catch(() => undefined)}
          onChange={(event) => {
            setError(undefined);
            setMessage(event.target.value);
          }}
        />
        <VisitChoiceFields
          choice={visit}
          errors={visitErrors}
          onChange={(changes) => {
            setVisitErrors({});
            setVisit((current) => ({ ...current, ...changes }));
          }}
        />
        <Button type="submit" disabled={sendInquiry.isPending} className="w-full">
          {sendInquiry.isPending ? 'Sending...' : 'Send Inquiry'}
        </Button>
      </form>
      <FinancialsRequestDialog listingTitle={listing.title} submitLabel="Add to message" onOpenRequested={openRequestDialog} onRequest={prefill} />
    </div>
  );
}
