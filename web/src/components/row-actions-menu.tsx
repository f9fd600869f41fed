import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

type RowActionsMenuProps = {
  /** Names the icon-only trigger, e.g. "Actions for <title>", so each row's button is told apart. */
  label: string;
  /** The menu's items. */
  children: ReactNode;
};

/** A table row's "…" menu, named for its row; not modal, like the app's other menus. */
export function RowActionsMenu({ label, children }: RowActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
