import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';

type EmailConfirmedWhileSignedInProps = {
  /** The address the link confirmed. */
  email: string;
  /** Who is signed in in this browser; the link changed nothing about that (ADR 0023). */
  profile: Profile;
};

/**
 * The confirmation link opened in a signed-in browser. It may be someone else's link (ADR 0023: an attacker's own,
 * sent to a victim), so the page names the confirmed address and who is still signed in, and welcomes nobody.
 */
export function EmailConfirmedWhileSignedIn({ email, profile }: EmailConfirmedWhileSignedInProps) {
  useDocumentTitle('Email address confirmed');
  const isOwnAddress = profile.email.toLowerCase() === email.toLowerCase();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight">Email address confirmed</h1>
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <p role="status" className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>
              The email address <strong className="wrap-anywhere">{email}</strong> is confirmed.
            </span>
          </p>
          {!isOwnAddress && (
            <p className="text-sm text-muted-foreground">
              You are still signed in as <strong className="wrap-anywhere">{profile.fullName}</strong> (
              <span className="wrap-anywhere">{profile.email}</span>). To use the account of {email}, sign out and sign in with it.
            </p>
          )}
          <Button asChild className="w-full">
            <Link to={paths.home}>Continue</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
