import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type UserTextProps = {
  /** The block it is shown in. */
  as?: 'p' | 'div' | 'span';
  className?: string;
  children: ReactNode;
};

/**
 * Words a user wrote (a description, a message, a reason), shown as a block of their own. A bidi control in them
 * (U+202E…) cannot reorder anything outside the block, and an Arabic, Hebrew or Urdu paragraph reads right to
 * left without anyone typing a mark (ADR 0025). A user's words inside one of our sentences ("<name> closed this
 * inquiry") sit in <bdi> instead.
 */
export function UserText({ as: Element = 'p', className, children }: UserTextProps) {
  return (
    <Element dir="auto" className={cn('user-text', className)}>
      {children}
    </Element>
  );
}
