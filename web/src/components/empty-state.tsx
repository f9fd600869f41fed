import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What to do next, e.g. a link to browse or to create. */
  action: ReactNode;
};

/** An empty list that says why it is empty and offers the next step. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
