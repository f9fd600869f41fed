import { useId, type ComponentProps } from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import { NativeSelect } from './native-select';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
};

/** A labelled native select, wired like TextField; the options are its children. */
export function SelectField({ label, error, isRequired, id, className, children, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className ?? 'grid gap-2'}>
      <FieldLabel htmlFor={selectId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <NativeSelect
        id={selectId}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {children}
      </NativeSelect>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
