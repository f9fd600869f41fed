import type { FieldChange } from '@common/listing-revisions.ts';
import { cn } from '@/lib/cn';

const EMPTY = '(empty)';

/**
 * A change field by field (issue 24): the field's label, what it is now, struck through, and what it would become.
 * "from" and "to" are spoken, since screen readers do not announce <del> and <ins>.
 */
export function FieldChanges({ changes, label, className }: { changes: FieldChange[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid gap-2 text-sm', className)}>
      {changes.map((change) => (
        <div key={change.field} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
          <dt className="font-medium">{change.label}</dt>
          <dd className="break-words whitespace-pre-line">
            <span className="sr-only">from </span>
            <del className="text-muted-foreground">{change.before ?? EMPTY}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> to </span>
            <ins className="font-semibold no-underline">{change.after ?? EMPTY}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
