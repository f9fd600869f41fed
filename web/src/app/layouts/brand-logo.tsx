import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { cn } from '@/lib/cn';

/**
 * The logo, linking home: the mark and the wordmark in the text colour around it, so the header and the footer
 * show the same logo (ADR 0039). The mark is the favicon's file (common/src/brand.ts's drawing, as in e-mails and
 * generated images): cached already, and no bytes in the script before the first paint.
 */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-xl tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      {/* Under 360 px the header's buttons need the room; the name stays for screen readers. */}
      <span className="max-[359px]:sr-only">
        <span className="font-extrabold">Biz</span>
        <span className="font-medium">Bazaar</span>
      </span>
    </Link>
  );
}
