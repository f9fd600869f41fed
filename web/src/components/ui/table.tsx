import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableProps = ComponentProps<'table'> & {
  /** Names the table (a visually hidden caption) and its scrollable region. */
  label: string;
};

/**
 * A data table that scrolls sideways on narrow screens (relative: visually hidden text inside stays inside it,
 * instead of widening the page). The scrolling region is focusable and named, so keyboard users can scroll it too
 * (axe: scrollable-region-focusable).
 */
export function Table({ label, className, children, ...props }: TableProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 [&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('h-11 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}
