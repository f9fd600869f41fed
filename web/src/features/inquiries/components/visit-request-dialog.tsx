import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldLabel } from '@/components/ui/field-label';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { todayIsoDate, visitRequestText, visitTimesOfDay, type VisitRequest, type VisitTimeOfDay } from './request-texts';

type VisitRequestDialogProps = {
  listingTitle: string;
  submitLabel: string;
  onOpenRequested: () => boolean;
  onRequest: (text: string) => boolean | Promise<boolean>;
};

const timeOfDayFrom = (value: string): VisitTimeOfDay => visitTimesOfDay.find((option) => option.value === value)?.value ?? 'any';

const emptyRequest: VisitRequest = { preferredDate: '', timeOfDay: 'morning', alternativeDate: '', notes: '' };

/** ARCHITECTURE §7 Schedule Visit: preferred dates and times, sent to the seller as a message. */
export function VisitRequestDialog({ listingTitle, submitLabel, onOpenRequested, onRequest }: VisitRequestDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const timeId = useId();
  const [request, setRequest] = useState<VisitRequest>(emptyRequest);
  const [dateError, setDateError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const today = todayIsoDate();

  function update(changes: Partial<VisitRequest>) {
    setRequest((current) => ({ ...current, ...changes }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!request.preferredDate) {
      setDateError('Choose a preferred date.');
      return;
    }
    // yyyy-mm-dd strings compare in calendar order.
    if (request.preferredDate < today) {
      setDateError('Choose today or a later date.');
      return;
    }
    setIsSubmitting(true);
    const isDone = await onRequest(visitRequestText(listingTitle, request));
    setIsSubmitting(false);
    if (!isDone) return;
    dialogRef.current?.close();
    setRequest(emptyRequest);
  }

  return (
    <>
      <Button variant="outline" className="w-full" aria-haspopup="dialog" onClick={() => onOpenRequested() && dialogRef.current?.showModal()}>
        <CalendarDays aria-hidden="true" />
        Schedule Visit
      </Button>
      <ModalDialog dialogRef={dialogRef} title="Schedule a visit">
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <p className="text-sm text-muted-foreground">Tell the seller when you would like to see the business.</p>
          <TextField
            label="Preferred date"
            type="date"
            min={today}
            isRequired
            value={request.preferredDate}
            error={dateError}
            onChange={(event) => {
              setDateError(undefined);
              update({ preferredDate: event.target.value });
            }}
          />
          <div className="grid gap-2">
            <FieldLabel htmlFor={timeId}>Preferred time</FieldLabel>
            <NativeSelect id={timeId} value={request.timeOfDay} onChange={(event) => update({ timeOfDay: timeOfDayFrom(event.target.value) })}>
              {visitTimesOfDay.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <TextField
            label="Alternative date (optional)"
            type="date"
            min={today}
            value={request.alternativeDate}
            onChange={(event) => update({ alternativeDate: event.target.value })}
          />
          <TextareaField
            label="Notes (optional)"
            rows={3}
            value={request.notes}
            onChange={(event) => update({ notes: event.target.value })}
            placeholder="For example: I would like to meet the staff and see the stock."
          />
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
