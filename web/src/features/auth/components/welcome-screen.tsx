import { BookmarkPlus, CircleCheck, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

type NextStep = { label: string; to: string; icon: ReactNode; description: string };

/** What to do first, by the role the person chose at sign-up (issue 24). */
function nextStepsFor(profile: Profile): NextStep[] {
  if (profile.role === 'seller') {
    return [
      {
        label: 'List your business',
        to: paths.createListing,
        icon: <Store aria-hidden="true" />,
        description: 'Describe your business and set your price; an admin reviews it before buyers see it.',
      },
    ];
  }
  return [
    { label: 'Browse businesses', to: paths.listings, icon: <Search aria-hidden="true" />, description: 'Find businesses for sale by type, industry or city.' },
    {
      label: 'Save a search',
      to: paths.dashboardTab('saved-searches'),
      icon: <BookmarkPlus aria-hidden="true" />,
      description: 'Choose your filters on the browse page and press “Save this search” to hear when a matching business is listed.',
    },
  ];
}

/**
 * Where the confirmation link leads once its owner has signed in (issue 24; ADR 0023: the link itself signs nobody
 * in): the address is confirmed, and the first thing to do.
 */
export function WelcomeScreen({ profile }: { profile: Profile }) {
  useDocumentTitle('Welcome');
  const steps = nextStepsFor(profile);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">Welcome to BizBazaar</h1>
      <Card>
        <CardContent className="grid gap-5 pt-6">
          {profile.emailVerified ? (
            <p role="status" className="flex items-start gap-3">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span>
                Your email address <strong className="wrap-anywhere">{profile.email}</strong> is confirmed.
              </span>
            </p>
          ) : (
            <p role="status">Your email address is not confirmed yet: open the link we sent you.</p>
          )}
          <h2 className="text-lg font-semibold">Your next step</h2>
          {steps.map((step, index) => (
            <div key={step.to} className="grid gap-2">
              <Button asChild variant={index === 0 ? 'default' : 'outline'} className="w-full">
                <Link to={step.to}>
                  {step.icon}
                  {step.label}
                </Link>
              </Button>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </div>
          ))}
          <Button asChild variant="link" className="justify-self-center">
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
