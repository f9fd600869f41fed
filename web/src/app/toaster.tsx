import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { toasterListening } from '@/lib/toast';

/** SPEC §9: the library's defaults (bottom-right, label "Notifications", Alt+T, 4 s+ dismissal). */
export function Toaster() {
  // Effects run child first: by now the Toaster below has subscribed to the toasts.
  useEffect(() => toasterListening(toast), []);
  return <SonnerToaster />;
}
