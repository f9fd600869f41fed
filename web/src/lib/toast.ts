import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type ToastKind = 'success' | 'error';
type ToastArguments = Parameters<SonnerToast['success']>;

// Sonner (about 9 kB of gzip) loads with its Toaster after the first paint (app/toaster.tsx), outside the
// first paint's budget (ADR 0017). A toast raised before then waits here and shows once the Toaster listens.
let listening: SonnerToast | null = null;
const waiting: Array<{ kind: ToastKind; args: ToastArguments }> = [];

function show(kind: ToastKind, ...args: ToastArguments): void {
  if (listening) listening[kind](...args);
  else waiting.push({ kind, args });
}

/** SPEC §8/§9 toasts: the one way the app raises them. */
export const toast = {
  success: (...args: ToastArguments) => show('success', ...args),
  error: (...args: ToastArguments) => show('error', ...args),
};

/** The Toaster calls this once mounted: the toasts raised before it show now, in order. */
export function toasterListening(sonner: SonnerToast): void {
  listening = sonner;
  for (const { kind, args } of waiting.splice(0)) sonner[kind](...args);
}
