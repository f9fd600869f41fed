import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { Input } from './input';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  /** Marks the label with * and the input with aria-required. */
  isRequired?: boolean;
};

/** A labelled input with its validation message wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, isRequired, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ?? 'grid gap-2'}>
      <FieldLabel htmlFor={inputId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <Input
        id={inputId}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
