import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ErrorFallback, RootErrorFallback } from './error-boundary';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home';

// Every page but the home page is split into its own chunk, so the first visit downloads only what it shows.
const pageRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute },
  {
    path: 'listings',
    // SPEC §2: the browse page is wrapped in the error fallback.
    errorElement: <ErrorFallback />,
    lazy: async () => ({ Component: (await import('./routes/listings')).ListingsRoute }),
  },
  { path: 'listing/:id', lazy: async () => ({ Component: (await import('./routes/listing')).ListingRoute }) },
  { path: 'listing/:id/edit', lazy: async () => ({ Component: (await import('./routes/edit-listing')).EditListingRoute }) },
  { path: 'categories', lazy: async () => ({ Component: (await import('./routes/categories')).CategoriesRoute }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
  { path: 'terms', lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }) },
  { path: 'privacy', lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }) },
  {
    path: 'create-listing',
    lazy: async () => ({ Component: (await import('./routes/create-listing')).CreateListingRoute }),
  },
  { path: 'favorites', lazy: async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute }) },
  { path: 'notifications', lazy: async () => ({ Component: (await import('./routes/notifications')).NotificationsRoute }) },
  { path: 'dashboard', lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }) },
  { path: 'dashboard/inquiries/:id', lazy: async () => ({ Component: (await import('./routes/inquiry-conversation')).InquiryConversationRoute }) },
  { path: 'admin', lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }) },
  { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }) },
  {
    path: 'profile/edit',
    lazy: async () => ({ Component: (await import('./routes/edit-profile')).EditProfileRoute }),
  },
  { path: 'auth', lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
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
