import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from '../api/dashboard-query-keys';

/**
 * The figures count rows that the tabs change (a favourite removed, an inquiry closed, a listing withdrawn), and
 * those features do not know the dashboard: after any change that succeeds while it is open, ask for them again.
 */
export function useFiguresRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        }
      }),
    [queryClient],
  );
}
