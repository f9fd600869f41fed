import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { getErrorMessage } from '@/lib/api-client';

type ErrorToastOptions = {
  title: string;
  /** Failures sharing an id share one toast; by default the title is the id. */
  toastId?: string;
};

/** SPEC §8: one toast per failure, not one per render or per retry. */
export function useErrorToast(error: Error | null, { title, toastId = title }: ErrorToastOptions) {
  useEffect(() => {
    if (error) toast.error(title, { id: toastId, description: getErrorMessage(error) });
  }, [error, title, toastId]);
}
