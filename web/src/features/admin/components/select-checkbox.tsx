import type { ComponentProps } from 'react';

type SelectCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'aria-label'> & {
  label: string;
  /** Some but not all rows are selected (the select-all box shows a dash). */
  isIndeterminate?: boolean;
  /** The label is shown beside the box in the stacked layout of a phone, where no column says what it does. */
  isLabelShownStacked?: boolean;
};

/** A row's (or the header's select-all) checkbox; named for screen readers, since a table cell has no label. */
export function SelectCheckbox({ label, isIndeterminate = false, isLabelShownStacked = false, ...props }: SelectCheckboxProps) {
  const checkbox = (
    <input
      type="checkbox"
      aria-label={isLabelShownStacked ? undefined : label}
      ref={(input) => {
        if (input) input.indeterminate = isIndeterminate;
      }}
      className="size-4 cursor-pointer rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    />
  );
  if (!isLabelShownStacked) return checkbox;
  // The whole label is the target: 44 px tall on a phone (ADR 0038).
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 max-sm:min-h-11 max-sm:text-foreground">
      {checkbox}
      <span className="sm:sr-only">{label}</span>
    </label>
  );
}
