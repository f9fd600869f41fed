import { useSearchParams } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { ComingSoon } from '@/components/coming-soon';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireSession } from '@/features/auth/components/require-session';
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { InquiriesTab } from '@/features/inquiries/components/inquiries-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';

type DashboardTab = { value: string; label: string };

// SPEC §2 Dashboard: the seller's tabs, or the buyer's for everyone else (admins included).
const sellerTabs: DashboardTab[] = [
  { value: 'listings', label: 'My Listings' },
  { value: 'inquiries', label: 'Inquiries' },
  { value: 'profile', label: 'Profile' },
];
const buyerTabs: DashboardTab[] = [
  { value: 'favorites', label: 'Favorites' },
  { value: 'inquiries', label: 'Inquiries' },
  { value: 'saved-searches', label: 'Saved Searches' },
  { value: 'profile', label: 'Profile' },
];
// Only the Inquiries tab is built so far (issue 9), so it opens first; the others come with the next dashboard issue.
const DEFAULT_TAB = 'inquiries';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  // SPEC §6: signed-out visitors of the dashboard go to the home page.
  return (
    <RequireSession redirectTo={paths.home}>
      {(profile) => (
        <PageContainer className="grid gap-6">
          <PageHeader
            className="mb-0"
            title={`Welcome, ${profile.fullName}`}
            description="Here is what is happening with your account."
          />
          <UnverifiedBanner />
          <DashboardTabs profile={profile} />
        </PageContainer>
      )}
    </RequireSession>
  );
}

/** The selected tab lives in the URL (?tab=inquiries), so e-mails and the back button can open it. */
function DashboardTabs({ profile }: { profile: Profile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = profile.role === 'seller' ? sellerTabs : buyerTabs;
  const requestedTab = searchParams.get('tab');
  const selectedTab = tabs.some((tab) => tab.value === requestedTab) && requestedTab ? requestedTab : DEFAULT_TAB;

  return (
    <Tabs value={selectedTab} onValueChange={(tab) => setSearchParams({ tab }, { replace: true })}>
      <TabsList className="h-auto flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-6">
          <h2 className="sr-only">{tab.label}</h2>
          {tab.value === 'inquiries' ? <InquiriesTab /> : <ComingSoon>Your {tab.label.toLowerCase()} will appear here soon.</ComingSoon>}
        </TabsContent>
      ))}
    </Tabs>
  );
}
