import type { ReactNode } from 'react';
import { TableHead, TableHeader, TableRow } from '@/components/ui/table';

type DataTableHeaderProps = {
  columns: readonly string[];
  /** A header cell before the named columns, such as a select-all checkbox; on a phone it stays on screen if it is `isShownStacked`. */
  leadingHead?: ReactNode;
};

/**
 * The header row of a table whose rows end in actions: the column names, then the actions column, named for
 * screen readers only (a header cell must not be empty, and "Actions" needs no visible label).
 */
export function DataTableHeader({ columns, leadingHead }: DataTableHeaderProps) {
  return (
    <TableHeader hasStackedControls={leadingHead !== undefined}>
      <TableRow>
        {leadingHead}
        {columns.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        <TableHead>
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}
