import { PageHeader } from '@/components/page-header';
import { AdminTabs } from './admin-tabs';
import { SummaryCards } from './summary-cards';

/** SPEC §2 Admin dashboard: header, the four cards and the tabs (rendered only behind the gate). */
export function AdminDashboard({ viewerId }: { viewerId: string }) {
  return (
    <div className="grid gap-8">
      <PageHeader className="mb-0" title="Admin Dashboard" description="Manage listings, users, and platform statistics." />
      <SummaryCards />
      <AdminTabs viewerId={viewerId} />
    </div>
  );
}
