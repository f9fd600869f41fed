import type { ComponentProps } from 'react';

type SelectCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'aria-label'> & {
  label: string;
  /** Some but not all rows are selected (the select-all box shows a dash). */
  isIndeterminate?: boolean;
};

/** A row's (or the header's select-all) checkbox; named for screen readers, since a table cell has no label. */
export function SelectCheckbox({ label, isIndeterminate = false, ...props }: SelectCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      ref={(input) => {
        if (input) input.indeterminate = isIndeterminate;
      }}
      className="size-4 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    />
  );
}
