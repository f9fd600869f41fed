import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { App } from '@/app/app';
import { loadFrameParts } from '@/app/layouts/lazy-parts';
import { readPageState } from '@/app/page-state';
import { createAppRouter, loadCurrentRouteModules, nameThisHistoryEntry } from '@/app/router';
import { renderEverythingNow } from '@/app/staged-hydration';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/query-client';
import { sessionQueryKey } from '@/lib/query-keys';
import './index.css';

// Production React names a hydration mismatch only by its error number; the word "Hydration" lets people and
// the browser journeys find it in the console (ADR 0018).
function reportHydrationError(error: unknown, errorInfo: ErrorInfo) {
  console.error('Hydration error: the server-rendered page differed from the browser render and was replaced.', error, errorInfo.componentStack);
}

/** Ends the current task: what follows runs in a new one, after the browser has had its turn. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The first touch of sessionStorage opens the tab's storage in the browser; react-router's creation reads it. */
function openSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage switched off: react-router copes, and there is nothing to open.
  }
}

/**
 * What the router's creation and hydration's first slice would each pay on first use, 4–12 ms apiece here
 * unthrottled (four times that on a phone), done beforehand one task at a time.
 */
const firstUsesBeforeHydration = [
  // tailwind-merge builds its class map on its first call.
  () => cn('p-0'),
  // The history entry's state is written once (router.tsx).
  nameThisHistoryEntry,
  openSessionStorage,
];

async function start(rootElement: HTMLElement) {
  const pageState = readPageState();
  if (!pageState) {
    // A page the server did not render (the signed-in pages): render it here.
    renderEverythingNow();
    createRoot(rootElement).render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  // A server-rendered page: take over its markup with the data it was rendered from, its page's code and the
  // frame's lazy parts loaded first, so the spinner never replaces what is shown and the menus respond at once.
  // The work before hydration is cut into tasks of their own (yieldToBrowser), none long enough on a phone to
  // hold up a tap: the entry's evaluation ends first.
  await yieldToBrowser();
  hydrate(queryClient, pageState);
  const session = queryClient.getQueryData<{ profile: unknown }>(sessionQueryKey);
  await Promise.all([loadCurrentRouteModules(window.location), loadFrameParts({ isSignedIn: Boolean(session?.profile) })]);
  for (const prepare of firstUsesBeforeHydration) {
    prepare();
    await yieldToBrowser();
  }
  // As a transition, React hydrates in slices and yields to the browser between them, instead of one long task
  // that blocks input for the whole page (Lighthouse's Total Blocking Time; React's and react-router's own
  // pattern). The page is already drawn, so nothing waits on it; a tap meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
  });
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');
void start(rootElement);
