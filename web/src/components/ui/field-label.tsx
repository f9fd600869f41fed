import type { ReactNode } from 'react';
import { Label } from './label';

/**
 * A field's label; required fields carry a visible * (SPEC §2 Create listing). The mark is hidden from screen
 * readers, which hear "required" from the field's aria-required instead, so the accessible name stays the text.
 */
export function FieldLabel({ htmlFor, isRequired, children }: { htmlFor: string; isRequired?: boolean; children: ReactNode }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  );
}
