import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** While a table's first page loads. */
export function TableLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A table's first page failed: said in place (no toast), with a way to ask again. */
export function TableError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-lg border border-border p-8 text-center">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function TableEmpty({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{children}</p>;
}
