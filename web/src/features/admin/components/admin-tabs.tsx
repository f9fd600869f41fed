import { adminTabs, type AdminTab } from '@common/routes.ts';
import { UrlTabs } from '@/components/url-tabs';
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

/** The selected tab lives in the URL (?tab=users), so a reload or a shared link opens it. */
export function AdminTabs({ viewerId }: { viewerId: string }) {
  return (
    // min-w-0: a wide table scrolls inside its own region instead of widening the page on a phone.
    <UrlTabs
      className="min-w-0"
      tabs={tabs}
      defaultTab={DEFAULT_TAB}
      headingClassName="mb-4 text-2xl font-semibold tracking-tight"
      renderContent={(tab) => <TabBody tab={tab} viewerId={viewerId} />}
    />
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
