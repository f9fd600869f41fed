import { createBrowserRouter, type RouteObject } from 'react-router';
import { pagePatterns } from '@common/routes.ts';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorFallback, RootErrorFallback } from './error-boundary';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home';

// Every page but the home page is split into its own chunk, so the first visit downloads only what it shows.
// The paths come from common/src/routes.ts, where the server reads them too: any other path answers 404.
const pageRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute },
  {
    path: pagePatterns.listings,
    // SPEC §2: the browse page is wrapped in the error fallback.
    errorElement: <ErrorFallback />,
    lazy: async () => ({ Component: (await import('./routes/listings')).ListingsRoute }),
  },
  { path: pagePatterns.listing, lazy: async () => ({ Component: (await import('./routes/listing')).ListingRoute }) },
  { path: pagePatterns.editListing, lazy: async () => ({ Component: (await import('./routes/edit-listing')).EditListingRoute }) },
  { path: pagePatterns.categories, lazy: async () => ({ Component: (await import('./routes/categories')).CategoriesRoute }) },
  { path: pagePatterns.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
  { path: pagePatterns.terms, lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }) },
  { path: pagePatterns.privacy, lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }) },
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
  { path: pagePatterns.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
  { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
];

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RootErrorFallback />,
    // Shown while the first page's chunk loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that fails keeps the navigation bar and footer around the fallback.
        errorElement: <ErrorFallback />,
        children: pageRoutes,
      },
    ],
  },
]);
