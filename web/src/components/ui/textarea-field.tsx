import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { Textarea } from './textarea';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
};

/** A labelled multi-line input, wired like TextField. */
export function TextareaField({ label, error, isRequired, id, className, ...textareaProps }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={className ?? 'grid gap-2'}>
      <FieldLabel htmlFor={textareaId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <Textarea
        id={textareaId}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textareaProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
