import { lazy, Suspense } from 'react';
import { ADMIN_STATS_CACHE_SECONDS } from '@common/admin.ts';
import { formatDateTime } from '@/lib/format';
import { useAdminStats } from '../api/get-admin-stats';
import { StatsFigures } from './stats-figures';
import { TableError, TableLoading } from './table-states';

// Issue 10: the chart library loads only with this tab, in a chunk of its own.
const StatsCharts = lazy(() => import('./stats-charts').then((module) => ({ default: module.StatsCharts })));

/** Issue 10 Statistics: figures first, then the charts; the aggregates may be up to a minute old, which it says. */
export function StatisticsTab() {
  const { data: stats, isPending, refetch } = useAdminStats();
  if (isPending) return <TableLoading label="Loading statistics" />;
  if (!stats) return <TableError message="Failed to load statistics." onRetry={() => void refetch()} />;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Figures as of {formatDateTime(stats.computedAt)} (recomputed at most every {ADMIN_STATS_CACHE_SECONDS} seconds).
      </p>
      <StatsFigures stats={stats} />
      <Suspense fallback={<TableLoading label="Loading charts" />}>
        <StatsCharts stats={stats} />
      </Suspense>
    </div>
  );
}
