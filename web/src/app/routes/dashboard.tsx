import type { ReactNode } from 'react';
import { BellRing, Compass, MessageSquare, PlusCircle, Settings2, Star } from 'lucide-react';
import type { DashboardSummary } from '@common/dashboard.ts';
import type { Profile, Role } from '@common/profiles.ts';
import { paths, type DashboardTab } from '@common/routes.ts';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { UrlTabs } from '@/components/url-tabs';
import { RequireSession } from '@/features/auth/components/require-session';
import { UnverifiedBanner } from '@/features/auth/components/unverified-banner';
import { useDashboardSummary } from '@/features/dashboard/api/get-dashboard-summary';
import { BuyerStatCards } from '@/features/dashboard/components/buyer-stat-cards';
import { QuickCards, type QuickCard } from '@/features/dashboard/components/quick-cards';
import { SellerStatCards } from '@/features/dashboard/components/seller-stat-cards';
import { StatCardsSkeleton } from '@/features/dashboard/components/stat-cards';
import { ViewsSection } from '@/features/dashboard/components/views-section';
import { useFiguresRefresh } from '@/features/dashboard/hooks/use-figures-refresh';
import { InquiriesTab } from '@/features/inquiries/components/inquiries-tab';
import { useProfile } from '@/features/profiles/api/get-profile';
import { ProfileOverview } from '@/features/profiles/components/profile-overview';
import { SavedSearchesTab } from '@/features/saved-searches/components/saved-searches-tab';
import { MyListingsTab } from '@/features/seller-listings/components/my-listings-tab';
import { useLiveListingRemoval } from '@/features/seller-listings/hooks/use-live-listing-removal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useErrorToast } from '@/hooks/use-error-toast';
import { FavoriteListings } from './favorite-listings';

type DashboardView = 'buyer' | 'seller';
type TabDefinition = { value: DashboardTab; label: string };

// SPEC §2 Dashboard: the seller's tabs, or the buyer's.
const sellerTabs: TabDefinition[] = [
  { value: 'listings', label: 'My Listings' },
  { value: 'inquiries', label: 'Inquiries' },
  { value: 'profile', label: 'Profile' },
];
const buyerTabs: TabDefinition[] = [
  { value: 'favorites', label: 'Favorites' },
  { value: 'inquiries', label: 'Inquiries' },
  { value: 'saved-searches', label: 'Saved Searches' },
  { value: 'profile', label: 'Profile' },
];
const TABS_ID = 'dashboard-tabs';

/** Quick cards that open a tab also bring the tabs into view (they sit below the figures and the chart). */
const revealTabs = () => requestAnimationFrame(() => document.getElementById(TABS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));

const buyerQuickCards: QuickCard[] = [
  { title: 'Browse', description: 'Discover profitable businesses for sale across India', to: paths.listings, Icon: Compass },
  // The home page's featured section is the most viewed approved listings; this is the same order, with all of them.
  { title: 'Featured', description: 'The most viewed businesses right now', to: `${paths.listings}?sort=views`, Icon: Star },
  { title: 'Set Alerts', description: 'Hear about new listings that match your searches', to: paths.dashboardTab('saved-searches'), Icon: BellRing, onClick: revealTabs },
];
const sellerQuickCards: QuickCard[] = [
  { title: 'Create New Listing', description: 'List your business for sale', to: paths.createListing, Icon: PlusCircle },
  { title: 'Manage Listings', description: 'Edit, withdraw or mark your listings sold', to: paths.dashboardTab('listings'), Icon: Settings2, onClick: revealTabs },
  { title: 'Check Inquiries', description: 'Answer buyers who asked about your businesses', to: paths.dashboardTab('inquiries'), Icon: MessageSquare, onClick: revealTabs },
];

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  // SPEC §6: signed-out visitors of the dashboard go to the home page.
  return <RequireSession redirectTo={paths.home}>{(profile) => <Dashboard sessionProfile={profile} />}</RequireSession>;
}

/**
 * SPEC §2: the seller view for sellers (and for admins who have listings), the buyer view otherwise — also when
 * the profile cannot be loaded. Null while that is still unknown.
 */
function chooseView(role: Role | undefined, isProfileFailed: boolean, summary: DashboardSummary | undefined): DashboardView | null {
  if (isProfileFailed) return 'buyer';
  if (role === 'seller') return 'seller';
  if (role === 'admin') return summary ? (summary.seller.totalListings > 0 ? 'seller' : 'buyer') : null;
  return role ? 'buyer' : null;
}

function Dashboard({ sessionProfile }: { sessionProfile: Profile }) {
  const profile = useProfile();
  const summary = useDashboardSummary();
  useFiguresRefresh();
  useLiveListingRemoval();
  useErrorToast(profile.error, { title: 'Error loading profile' });
  useErrorToast(summary.error, { title: 'Error loading dashboard' });
  const view = chooseView(profile.data?.role, profile.isError, summary.data);

  return (
    <PageContainer className="grid gap-6">
      <PageHeader
        className="mb-0"
        title={`Welcome, ${profile.data?.fullName ?? sessionProfile.fullName}`}
        description={view === 'seller' ? 'How your listings are doing, and what buyers are asking.' : 'Here is what is happening with your account.'}
      />
      <UnverifiedBanner />
      {view === null ? (
        <StatCardsSkeleton />
      ) : (
        <>
          {summary.data ? (
            view === 'seller' ? <SellerStatCards stats={summary.data.seller} /> : <BuyerStatCards stats={summary.data.buyer} />
          ) : summary.isError ? (
            <p role="alert" className="text-destructive">
              Your figures could not be loaded. Reload the page to try again.
            </p>
          ) : (
            <StatCardsSkeleton />
          )}
          <QuickCards cards={view === 'seller' ? sellerQuickCards : buyerQuickCards} />
          {view === 'seller' && <ViewsSection />}
          <DashboardTabs view={view} viewer={profile.data ?? sessionProfile} />
        </>
      )}
    </PageContainer>
  );
}

/** The selected tab lives in the URL (?tab=inquiries), so e-mails, quick cards and the back button can open it. */
function DashboardTabs({ view, viewer }: { view: DashboardView; viewer: Profile }) {
  const tabs = view === 'seller' ? sellerTabs : buyerTabs;

  const contentOf: Record<DashboardTab, () => ReactNode> = {
    listings: () => <MyListingsTab />,
    favorites: () => <FavoriteListings viewer={viewer} headingLevel="h3" />,
    inquiries: () => <InquiriesTab />,
    'saved-searches': () => <SavedSearchesTab />,
    profile: () => (
      <ProfileOverview
        verificationLabels={view === 'seller' ? { verified: 'Verified Seller', pending: 'Pending Verification' } : { verified: 'Verified', pending: 'Pending Verification' }}
      />
    ),
  };

  return (
    <UrlTabs
      id={TABS_ID}
      className="scroll-mt-24"
      tabs={tabs}
      defaultTab={tabs[0]?.value ?? 'profile'}
      headingClassName="sr-only"
      renderContent={(tab) => contentOf[tab]()}
    />
  );
}
