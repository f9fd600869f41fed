import type { ChangeEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchTextInputProps = {
  id: string;
  /** The form field's name: "search" on the hero and the browse filters, so the form works without the script. */
  name: string;
  defaultValue?: string;
  placeholder?: string;
  /** The accessible name, when no <label> points at `id`. */
  'aria-label'?: string;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The search text of the hero and the browse filters: uncontrolled, so what is typed before the page hydrates
 * stays typed (issue 24), and named, so the form sends it without the script. Keep these props: the combobox
 * with suggestions takes this component's place.
 */
export function SearchTextInput({ id, name, defaultValue = '', placeholder, 'aria-label': ariaLabel, className, onChange }: SearchTextInputProps) {
  return (
    <Input
      id={id}
      name={name}
      type="search"
      defaultValue={defaultValue}
      placeholder={placeholder}
      aria-label={ariaLabel}
      autoComplete="off"
      enterKeyHint="search"
      onChange={onChange}
      className={cn(className)}
    />
  );
}
