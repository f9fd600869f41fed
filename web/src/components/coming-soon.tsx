import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

/** Stands in for a screen that a later issue builds, so every route of SPEC §2 already answers. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-muted p-6 text-muted-foreground">
      <Construction className="size-5 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
