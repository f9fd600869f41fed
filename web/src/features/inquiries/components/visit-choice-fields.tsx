import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { todayIsoDate, visitTimesOfDay, type VisitTimeOfDay } from './request-texts';

/** The form's state of "I'd like to visit" (issue 24); sent as the inquiry's visit request when chosen. */
export interface VisitChoice {
  isWanted: boolean;
  preferredDate: string;
  timeOfDay: VisitTimeOfDay;
  alternativeDate: string;
}

export const noVisitChoice: VisitChoice = { isWanted: false, preferredDate: '', timeOfDay: 'morning', alternativeDate: '' };

/** Field name → the schema's message, from common/src/inquiries.ts's visitRequestSchema. */
export type VisitErrors = Partial<Record<'preferredDate' | 'timeOfDay' | 'alternativeDate', string>>;

/** What the API takes (createInquirySchema's visit), or null when no visit was asked for. */
export function visitRequestOf(choice: VisitChoice) {
  if (!choice.isWanted) return null;
  return { preferredDate: choice.preferredDate, timeOfDay: choice.timeOfDay, alternativeDate: choice.alternativeDate || null };
}

const timeOfDayFrom = (value: string): VisitTimeOfDay => visitTimesOfDay.find((option) => option.value === value)?.value ?? 'any';

type VisitChoiceFieldsProps = {
  choice: VisitChoice;
  errors: VisitErrors;
  onChange: (changes: Partial<VisitChoice>) => void;
};

/** "I'd like to visit" in the Send Inquiry card: the seller sees the dates with the first message (issue 24). */
export function VisitChoiceFields({ choice, errors, onChange }: VisitChoiceFieldsProps) {
  const today = todayIsoDate();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Visit</legend>
      <CheckboxField
        label="I'd like to visit"
        hint="Ask the seller for a visit with your inquiry."
        checked={choice.isWanted}
        onChange={(event) => onChange({ isWanted: event.target.checked })}
      />
      {choice.isWanted && (
        <div className="grid gap-3 rounded-md border border-border p-3">
          <TextField
            label="Preferred date"
            type="date"
            min={today}
            isRequired
            value={choice.preferredDate}
            error={errors.preferredDate}
            onChange={(event) => onChange({ preferredDate: event.target.value })}
          />
          <SelectField label="Preferred time" value={choice.timeOfDay} error={errors.timeOfDay} onChange={(event) => onChange({ timeOfDay: timeOfDayFrom(event.target.value) })}>
            {visitTimesOfDay.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Alternative date (optional)"
            type="date"
            min={today}
            value={choice.alternativeDate}
            error={errors.alternativeDate}
            onChange={(event) => onChange({ alternativeDate: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
