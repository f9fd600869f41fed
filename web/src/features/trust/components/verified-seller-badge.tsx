import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { VERIFIED_SELLER_MEANING } from '@common/trust-text.ts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

/**
 * The Verified Seller badge as a button that opens what it means and since when (issue 25). A native popover
 * (the `popover` attribute and `popovertarget`): it opens before the page's script runs, Escape and a click
 * outside close it, and it costs the bundle nothing (ADR 0037).
 */
export function VerifiedSellerBadge({ verifiedAt, className }: { verifiedAt: string | null; className?: string }) {
  // useId's value is the same on the server and in the browser; colons are fine in an id but not in a selector.
  const popoverId = `verified-seller-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        className={cn(
          'inline-flex min-h-8 items-center gap-1 rounded-full border border-border bg-card px-2.5 text-xs font-semibold text-success',
          'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4',
          className,
        )}
      >
        <BadgeCheck aria-hidden="true" />
        Verified seller
        <span className="sr-only">: what this means</span>
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label="Verified seller"
        className="m-auto max-w-xs rounded-lg border border-border bg-popover p-4 text-sm text-popover-foreground shadow-lg"
      >
        <p className="font-semibold">Verified seller</p>
        <p className="mt-1">{VERIFIED_SELLER_MEANING}</p>
        {verifiedAt && <p className="mt-1 text-muted-foreground">Verified on {formatDate(verifiedAt)}.</p>}
        <button
          type="button"
          popoverTarget={popoverId}
          popoverTargetAction="hide"
          className="mt-3 min-h-8 rounded-md border border-border px-3 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Close
        </button>
      </div>
    </>
  );
}
