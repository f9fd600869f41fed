import { CalendarDays } from 'lucide-react';
import type { VisitRequest } from '@common/inquiries.ts';
import { formatVisitDate, visitTimesOfDay } from './request-texts';

const timeLabel = (timeOfDay: VisitRequest['timeOfDay']) => visitTimesOfDay.find((option) => option.value === timeOfDay)?.label ?? timeOfDay;

/** The visit the buyer asked for with the first inquiry (issue 24), under the initial message. */
export function VisitRequestSummary({ visit, isBuyer }: { visit: VisitRequest; isBuyer: boolean }) {
  return (
    <div className="grid gap-1 rounded-md border border-border bg-background p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-4" aria-hidden="true" />
        {isBuyer ? 'You asked to visit' : 'The buyer would like to visit'}
      </p>
      <p>
        Preferred date: {formatVisitDate(visit.preferredDate)}, {timeLabel(visit.timeOfDay)}
      </p>
      {visit.alternativeDate && <p>Alternative date: {formatVisitDate(visit.alternativeDate)}</p>}
    </div>
  );
}
