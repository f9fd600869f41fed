import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ChartFigureProps = {
  title: string;
  /** What the chart shows, read out in place of the drawing (the table holds the exact values). */
  summary: string;
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
  /** Drawing height in pixels (a chart with many bars needs more). */
  height?: number;
  className?: string;
};

/** A chart (any feature's) with its title, and the same figures as a table in a <details> for screen readers and exact reading. */
export function ChartFigure({ title, summary, chart, columns, rows, height = 256, className }: ChartFigureProps) {
  return (
    <Card className={cn('grid min-w-0 content-start gap-4 p-6', className)}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div role="img" aria-label={summary} className="w-full" style={{ height }}>
        {chart}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">Show the figures as a table</summary>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 text-left font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={String(first)} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {first}
                </th>
                {rest.map((value, index) => (
                  <td key={index} className="py-2">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
