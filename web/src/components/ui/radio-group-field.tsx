import { useId } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

type RadioOption<TValue extends string> = { value: TValue; label: string };

type RadioGroupFieldProps<TValue extends string> = {
  label: string;
  name: string;
  options: readonly RadioOption<TValue>[];
  value: TValue;
  onValueChange: (value: TValue) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** A labelled radio group; each option is a real <label htmlFor> so it is clickable and named. */
export function RadioGroupField<TValue extends string>({
  label,
  name,
  options,
  value,
  onValueChange,
  error,
  disabled,
}: RadioGroupFieldProps<TValue>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;

  function handleValueChange(nextValue: string) {
    const option = options.find((candidate) => candidate.value === nextValue);
    if (option) onValueChange(option.value);
  }

  return (
    <div className="grid gap-3">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <RadioGroup
        name={name}
        value={value}
        onValueChange={handleValueChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-x-6 gap-y-3"
      >
        {options.map((option) => {
          const itemId = `${baseId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={itemId} value={option.value} />
              <Label htmlFor={itemId} className="cursor-pointer font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </RadioGroup>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
