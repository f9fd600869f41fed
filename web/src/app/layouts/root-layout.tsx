import { lazy, memo, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { HydrationBoundary } from '../staged-hydration';
import { loadFooter, loadRealtime } from './lazy-parts';
import { Navbar } from './navbar';

// Loaded once someone is signed in (the socket's code and its event schemas are no visitor's first paint, ADR 0017).
const RealtimeConnection = lazy(() => loadRealtime().then((module) => ({ default: module.RealtimeConnection })));

const Footer = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));

// A server-rendered page hydrates the frame, then the page, then the footer once the browser is idle (ADR 0041).
// Components without props, so that the layout's own re-renders never reach a boundary still waiting to hydrate.
const Page = memo(function Page() {
  return (
    <HydrationBoundary>
      <Outlet />
    </HydrationBoundary>
  );
});

const FooterWhenIdle = memo(function FooterWhenIdle() {
  return (
    <HydrationBoundary whenIdle>
      <Footer />
    </HydrationBoundary>
  );
});

export function RootLayout() {
  const { profile } = useSession();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {/* ARCHITECTURE §6: every page shares the tab's one socket, held while a user is signed in. */}
      {profile !== null && (
        <Suspense fallback={null}>
          <RealtimeConnection isSignedIn />
        </Suspense>
      )}
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Page />
      </main>
      <FooterWhenIdle />
      <ScrollRestoration />
    </div>
  );
}
