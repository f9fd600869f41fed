import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

export interface QuickCard {
  title: string;
  description: string;
  to: string;
  Icon: LucideIcon;
  /** E.g. bring the tab a card opens into view. */
  onClick?: () => void;
}

/** SPEC §2: the quick cards, each a link to where the task is done. */
export function QuickCards({ cards }: { cards: QuickCard[] }) {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map(({ title, description, to, Icon, onClick }) => (
          <li key={title}>
            <Card className="h-full transition-colors hover:border-primary focus-within:border-primary">
              <Link to={to} onClick={onClick} className="flex h-full items-center gap-4 p-5 focus-visible:outline-none">
                <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
