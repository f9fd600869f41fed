import { ArrowRight, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { browseUrl } from '@common/browse-url.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { favoriteIdsQueryOptions } from '@/features/favorites/api/get-favorite-ids';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { categoriesQueryOptions } from '@/features/listings/api/get-categories';
import { featuredListingsQueryOptions } from '@/features/listings/api/get-featured-listings';
import { FeaturedListings } from '@/features/listings/components/featured-listings';
import { IndustryCards } from '@/features/listings/components/industry-cards';
import { SearchTextInput } from '@/features/listings/components/search-text-input';
import { NewsletterConfirmationToast } from '@/features/newsletter/components/newsletter-confirmation-toast';
import { siteFiguresQueryOptions } from '@/features/trust/api/get-site-figures';
import { SiteFigures } from '@/features/trust/components/site-figures';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { PagePrefetch } from '../page-handle';

/** The server renders the home page with its featured listings, the categories' counts and the viewer's hearts. */
export const prefetchHomePage: PagePrefetch = ({ queryClient, isSignedIn }) =>
  Promise.all([
    queryClient.prefetchQuery(featuredListingsQueryOptions),
    queryClient.prefetchQuery(categoriesQueryOptions),
    queryClient.prefetchQuery(siteFiguresQueryOptions),
    isSignedIn && queryClient.prefetchQuery(favoriteIdsQueryOptions),
  ]);

export function HomeRoute() {
  useDocumentTitle('Buy and Sell Businesses in India');
  return (
    <>
      <NewsletterConfirmationToast />
      <Hero />
      <IndustriesSection />
      <FeaturedSection />
      <SellerCallToAction />
    </>
  );
}

function Hero() {
  const navigate = useNavigate();

  // A real GET form (issue 24): before the script runs, the browser sends it to /listings and the server
  // redirects to the canonical address; after, the same address is built here (SPEC §2: trimmed text).
  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    void navigate(browseUrl({ search: typeof search === 'string' ? search : '' }));
  }

  return (
    <section className="bg-linear-to-b from-accent to-background">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Buy and sell businesses <span className="text-primary">across India</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
          From neighbourhood cafés to software companies: browse reviewed listings, talk to owners directly and find
          the business that fits you.
        </p>

        <form role="search" action={paths.listings} method="get" onSubmit={handleSearch} className="mx-auto mt-10 flex max-w-2xl flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <SearchTextInput
              id="hero-search"
              name="search"
              label="Search businesses"
              labelClassName="sr-only"
              placeholder="Search by business type, industry or city"
              className="h-12 pl-10 text-base sm:text-base"
            />
          </div>
          <Button type="submit" size="lg" className="h-12">
            Search
          </Button>
        </form>

        <SiteFigures />
      </div>
    </section>
  );
}

function SectionHeading({ id, title, linkTo, linkLabel }: { id: string; title: string; linkTo: string; linkLabel: string }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <Link to={linkTo} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

function IndustriesSection() {
  return (
    <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="industries-heading" title="Browse by Industry" linkTo={paths.categories} linkLabel="All categories" />
      <IndustryCards />
    </section>
  );
}

function FeaturedSection() {
  const { profile } = useSession();
  return (
    <section aria-labelledby="featured-heading" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="featured-heading" title="Featured Businesses" linkTo={paths.listings} linkLabel="View all listings" />
        <FeaturedListings renderAction={(listing) => <FavoriteToggle listing={listing} viewer={profile} />} />
      </div>
    </section>
  );
}

function SellerCallToAction() {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight">Looking for an Exit?</h2>
        <p className="max-w-2xl text-lg text-primary-foreground">
          Reach serious buyers across India. Listing is free, and you talk to buyers directly with no brokerage.
        </p>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.createListing}>
            List Your Business for Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
