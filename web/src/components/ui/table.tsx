import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableProps = ComponentProps<'table'> & {
  /** Names the table (a visually hidden caption) and its scrollable region. */
  label: string;
};

/**
 * A data table. Under 640 px each row is a stacked card (issue 25: status and actions in view, nothing to scroll
 * sideways): the header row is left to screen readers (but for a control of the whole table, such as select
 * all, which stays on screen) and each cell shows its column's name (`label`) before its value. Between that and the width it needs, it scrolls sideways (relative: visually hidden text inside stays inside it,
 * instead of widening the page). The scrolling region is focusable and named, so keyboard users can scroll it too
 * (axe: scrollable-region-focusable).
 */
export function Table({ label, className, children, ...props }: TableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring max-sm:border-0">
      <table className={cn('w-full caption-bottom text-sm max-sm:block', className)} {...props}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

type TableHeaderProps = ComponentProps<'thead'> & {
  /**
   * A header cell holds a control for the whole table (select all): in the stacked layout the header row stays on
   * screen as a card of its own showing that cell (`isShownStacked`), the column names left to screen readers.
   */
  hasStackedControls?: boolean;
};

export function TableHeader({ className, hasStackedControls = false, ...props }: TableHeaderProps) {
  return (
    <thead
      className={cn('bg-muted/60 [&_tr]:border-b [&_tr]:border-border', hasStackedControls ? 'max-sm:block max-sm:bg-transparent max-sm:pb-3' : 'max-sm:sr-only', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-sm:grid max-sm:gap-3 sm:[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border transition-colors hover:bg-muted/40 max-sm:grid max-sm:rounded-lg max-sm:border max-sm:bg-card max-sm:p-3', className)}
      {...props}
    />
  );
}

type TableHeadProps = ComponentProps<'th'> & {
  /** Stays on screen in the stacked layout, in a header whose `hasStackedControls` is set; other heads do not. */
  isShownStacked?: boolean;
};

export function TableHead({ className, isShownStacked = false, ...props }: TableHeadProps) {
  return (
    <th
      scope="col"
      className={cn(
        'h-11 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        isShownStacked ? 'max-sm:h-auto max-sm:w-auto max-sm:px-0' : 'max-sm:sr-only',
        className,
      )}
      {...props}
    />
  );
}

type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown before the value when the row is a stacked card on a phone. */
  label?: string;
};

export function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-3 align-middle max-sm:max-w-none max-sm:px-0 max-sm:py-1 max-sm:text-left',
        'max-sm:data-label:flex max-sm:data-label:flex-wrap max-sm:data-label:items-baseline max-sm:data-label:gap-x-2',
        'max-sm:data-label:before:min-w-20 max-sm:data-label:before:text-muted-foreground max-sm:data-label:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
