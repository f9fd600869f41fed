import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { EmptyState } from '@/components/empty-state';
import { PagedTabContent } from '@/components/paged-tab-content';
import { Button } from '@/components/ui/button';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryListLiveUpdates } from '../hooks/use-inquiry-list-live-updates';
import { InquiryCard } from './inquiry-card';

/** SPEC §2 Dashboard, Inquiries tab: the viewer's conversations as buyer and as seller, latest received first. */
export function InquiriesTab() {
  const query = useInquiries();
  useInquiryListLiveUpdates();

  return (
    <PagedTabContent
      query={query}
      loadingLabel="Loading inquiries"
      skeletonClassName="h-28"
      errorMessage="Your inquiries could not be loaded."
      empty={<NoInquiries />}
    >
      {(inquiries) => (
        <ul className="grid gap-3" aria-label="Inquiries">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
    </PagedTabContent>
  );
}

function NoInquiries() {
  return (
    <EmptyState
      icon={MessagesSquare}
      title="No inquiries yet"
      description="Inquiries you send to sellers, and those buyers send about your listings, appear here with their conversations."
      action={
        <Button asChild variant="outline">
          <Link to={paths.listings}>Browse Businesses</Link>
        </Button>
      }
    />
  );
}
