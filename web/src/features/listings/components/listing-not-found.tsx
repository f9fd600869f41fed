import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';

/** SPEC §2 Listing detail: an unknown listing, or one the visitor may not see. */
export function ListingNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">Listing not found</h1>
      <p className="text-muted-foreground">It may have been sold, removed, or is still waiting for review.</p>
      <Button asChild className="mt-2">
        <Link to={paths.listings}>Browse Other Listings</Link>
      </Button>
    </div>
  );
}
