import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryListLiveUpdates } from '../hooks/use-inquiry-list-live-updates';
import { InquiryCard } from './inquiry-card';

/** SPEC §2 Dashboard, Inquiries tab: the viewer's conversations as buyer and as seller, latest received first. */
export function InquiriesTab() {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInquiries();
  useInquiryListLiveUpdates();

  useEffect(() => {
    // SPEC §8. A failed "Load more" is toasted too; the cards already shown stay.
    if (error) toast.error('Error loading dashboard', { id: 'dashboard-error', description: getErrorMessage(error) });
  }, [error]);

  if (isPending) return <InquiriesSkeleton />;
  if (!data) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-muted-foreground">Your inquiries could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const inquiries = data.pages.flatMap((page) => page.items);
  if (inquiries.length === 0) return <NoInquiries />;

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Inquiries">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryCard inquiry={inquiry} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

function NoInquiries() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <MessagesSquare className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No inquiries yet</h3>
      <p className="max-w-md text-muted-foreground">
        Inquiries you send to sellers, and those buyers send about your listings, appear here with their conversations.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.listings}>Browse Businesses</Link>
      </Button>
    </div>
  );
}

function InquiriesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span className="sr-only">Loading inquiries</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-28 w-full" />
      ))}
    </div>
  );
}
