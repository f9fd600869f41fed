import { useSearchParams } from 'react-router';
import { adminTabs, type AdminTab } from '@common/routes.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditLogTab } from './audit-log-tab';
import { ListingsManagement } from './listings-management';
import { ReportsTab } from './reports-tab';
import { StatisticsTab } from './statistics-tab';
import { UsersManagement } from './users-management';

const tabLabels: Record<AdminTab, string> = {
  listings: 'Listings Management',
  users: 'Users Management',
  statistics: 'Statistics',
  'audit-log': 'Audit Log',
  reports: 'Reports',
};
const tabs = adminTabs.map((value) => ({ value, label: tabLabels[value] }));
const DEFAULT_TAB: AdminTab = 'listings'; // SPEC §2

function isAdminTab(value: string | null): value is AdminTab {
  return (adminTabs as readonly (string | null)[]).includes(value);
}

/** The selected tab lives in the URL (?tab=users), so a reload or a shared link opens it. */
export function AdminTabs({ viewerId }: { viewerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const selectedTab = isAdminTab(requestedTab) ? requestedTab : DEFAULT_TAB;

  return (
    // min-w-0: a wide table scrolls inside its own region instead of widening the page on a phone.
    <Tabs className="min-w-0" value={selectedTab} onValueChange={(tab) => setSearchParams({ tab }, { replace: true })}>
      <TabsList className="h-auto flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-6">
          <h2 className="mb-4 text-2xl font-semibold tracking-tight">{tab.label}</h2>
          <TabBody tab={tab.value} viewerId={viewerId} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TabBody({ tab, viewerId }: { tab: AdminTab; viewerId: string }) {
  switch (tab) {
    case 'listings':
      return <ListingsManagement />;
    case 'users':
      return <UsersManagement viewerId={viewerId} />;
    case 'statistics':
      return <StatisticsTab />;
    case 'audit-log':
      return <AuditLogTab />;
    case 'reports':
      return <ReportsTab />;
  }
}
