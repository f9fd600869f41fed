import type { RouteObject } from 'react-router';
import { pagePatterns } from '@common/routes.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorFallback, RootErrorFallback } from './error-boundary';
import { RootLayout } from './layouts/root-layout';
import { prefetchNothing, type PageHandle } from './page-handle';
import { HomeRoute, prefetchHomePage } from './routes/home';

// The one route table: the browser's router (router.tsx) and the server's render (entry-server.tsx) are built
// from it. Every page but the home page is split into its own chunk, so the first visit downloads only what it
// shows. The paths come from common/src/routes.ts, where the server reads them too: any other path answers 404.
// A page whose route has a PageHandle is server-rendered with the data its prefetch names (ADR 0018).
const staticPage = { prefetch: prefetchNothing } satisfies PageHandle;

const pageRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute, handle: { prefetch: prefetchHomePage } satisfies PageHandle },
  {
    path: pagePatterns.listings,
    // SPEC §2: the browse page is wrapped in the error fallback.
    errorElement: <ErrorFallback />,
    lazy: async () => {
      const page = await import('./routes/listings');
      return { Component: page.ListingsRoute, handle: { prefetch: page.prefetchListingsPage } satisfies PageHandle };
    },
  },
  {
    path: pagePatterns.listing,
    lazy: async () => {
      const page = await import('./routes/listing');
      return { Component: page.ListingRoute, handle: { prefetch: page.prefetchListingPage } satisfies PageHandle };
    },
  },
  { path: pagePatterns.editListing, lazy: async () => ({ Component: (await import('./routes/edit-listing')).EditListingRoute }) },
  {
    path: pagePatterns.categories,
    lazy: async () => {
      const page = await import('./routes/categories');
      return { Component: page.CategoriesRoute, handle: { prefetch: page.prefetchCategoriesPage } satisfies PageHandle };
    },
  },
  { path: pagePatterns.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute, handle: staticPage }) },
  { path: pagePatterns.terms, lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute, handle: staticPage }) },
  { path: pagePatterns.privacy, lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute, handle: staticPage }) },
  {
    path: pagePatterns.createListing,
    lazy: async () => ({ Component: (await import('./routes/create-listing')).CreateListingRoute }),
  },
  { path: pagePatterns.favorites, lazy: async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute }) },
  { path: pagePatterns.notifications, lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }) },
  { path: pagePatterns.dashboard, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
  { path: pagePatterns.inquiry, lazy: async () => ({ Component: (await import('./routes/inquiry-conversation')).InquiryConversationRoute }) },
  { path: pagePatterns.admin, lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) },
  { path: pagePatterns.profile, lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }) },
  {
    path: pagePatterns.editProfile,
    lazy: async () => ({ Component: (await import('./routes/edit-profile')).EditProfileRoute }),
  },
  // Server-rendered so that signing in works before (and without) the script (issue 24): its form posts.
  { path: pagePatterns.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute, handle: staticPage }) },
  { path: pagePatterns.welcome, lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }) },
  // The server answers these paths with status 404 (server/src/modules/seo/spa.ts) and this page.
  { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute, handle: staticPage }) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorFallback />,
    // Shown while the first page's chunk loads, when the page was not server-rendered.
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that fails keeps the navigation bar and footer around the fallback.
        errorElement: <ErrorFallback />,
        children: pageRoutes,
      },
    ],
  },
];
