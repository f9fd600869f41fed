import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface StatCard {
  label: string;
  value: string;
  Icon: LucideIcon;
  /** A line under the figure saying what it counts or leaves out. */
  note?: string;
  /** The exact figure when the value is a short form (₹1.2 Cr). */
  fullValue?: string;
}

/** SPEC §2: four stat cards as terms and values. */
export function StatCards({ label, cards }: { label: string; cards: StatCard[] }) {
  return (
    <dl aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ label: term, value, Icon, note, fullValue }) => (
        // The card is the <div> that groups its term and value (a <dl> allows nothing deeper).
        <Card key={term} className="grid content-start gap-1 p-5">
          <dt className="flex items-center justify-between gap-4 text-sm font-medium text-muted-foreground">
            {term}
            <Icon className="size-6 text-primary" aria-hidden="true" />
          </dt>
          <dd className="text-2xl font-bold" title={fullValue}>
            {value}
            {fullValue && fullValue !== value && <span className="sr-only"> ({fullValue})</span>}
          </dd>
          {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
        </Card>
      ))}
    </dl>
  );
}

export function StatCardsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your figures" role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="grid gap-3 p-5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-7 w-20" />
        </Card>
      ))}
    </div>
  );
}
