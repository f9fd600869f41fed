import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { cn } from '@/lib/cn';

/** The logo mark (same drawing as public/favicon.svg) and the brand name, linking home. */
export function BrandLogo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-xl font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        tone === 'dark' ? 'text-foreground' : 'text-white',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M7 13.5 9.2 8h13.6l2.2 5.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <path d="M7 13.5h18v1a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" fill="#f59e0b" />
        <path d="M9 17.5V24h14v-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <rect x="14" y="19" width="4" height="5" fill="#fff" />
      </svg>
      {/* Under 360 px the header's buttons need the room; the name stays for screen readers. */}
      <span className="max-[359px]:sr-only">
        Biz<span className={tone === 'dark' ? 'text-primary' : 'text-amber-300'}>Bazaar</span>
      </span>
    </Link>
  );
}
