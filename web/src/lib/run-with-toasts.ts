// The one way a user action reports its outcome (SPEC §8): a destructive toast titled for the action with the
// server's message, or the success toast.
import { toast } from '@/lib/toast';
import { getErrorMessage } from './api-client';

export interface ActionToasts {
  errorTitle: string;
  successTitle: string;
  successDescription?: string;
  /** Replaces the server's message for some failures (e.g. SPEC §5 "No user found"). */
  describeError?: (error: unknown) => string;
  /** Runs before the error toast, e.g. to put the server's field messages on a form. */
  onError?: (error: unknown) => void;
}

/** Runs the action and shows its toast; resolves to whether it succeeded. */
export async function runWithToasts(action: () => Promise<unknown>, toasts: ActionToasts): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    toasts.onError?.(error);
    toast.error(toasts.errorTitle, { description: toasts.describeError?.(error) ?? getErrorMessage(error) });
    return false;
  }
  toast.success(toasts.successTitle, toasts.successDescription ? { description: toasts.successDescription } : undefined);
  return true;
}
