import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** What ticking it means, under the label; read out with the checkbox (aria-describedby). */
  hint?: string;
  error?: string | undefined;
};

/**
 * A native checkbox with its label beside it (the label is clickable) and an optional hint, wired for screen
 * readers like TextField. Native, so react-hook-form's register() gives a boolean.
 */
export function CheckboxField({ label, hint, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
          {...inputProps}
        />
        <div className="grid gap-1">
          <Label htmlFor={inputId} className="cursor-pointer leading-5">
            {label}
          </Label>
          {hint && (
            <p id={hintId} className="text-sm text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
