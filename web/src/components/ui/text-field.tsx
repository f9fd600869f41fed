import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
};

/** A labelled input with its validation message wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ?? 'grid gap-2'}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
