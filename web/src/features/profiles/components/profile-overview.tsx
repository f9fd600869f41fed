import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { capitalize, formatDate } from '@/lib/format';
import { useProfile } from '../api/get-profile';

/** What the admin-granted trust badge reads, as the dashboard's Profile tab shows it (SPEC §2). */
export interface VerificationLabels {
  verified: string;
  pending: string;
}

export function ProfileOverview({ verificationLabels }: { verificationLabels?: VerificationLabels }) {
  const { data: profile, isPending, error } = useProfile();
  if (isPending) return <ProfileSkeleton />;
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading profile: {getErrorMessage(error)}
      </p>
    );
  }
  return <ProfileCard profile={profile} verificationLabels={verificationLabels} />;
}

function ProfileCard({ profile, verificationLabels }: { profile: Profile; verificationLabels: VerificationLabels | undefined }) {
  const details: { term: string; value: string | null }[] = [
    { term: 'Full Name', value: profile.fullName },
    { term: 'Email', value: profile.email },
    { term: 'Phone', value: profile.phone },
    { term: 'Company', value: profile.companyName },
    { term: 'Role', value: capitalize(profile.role) },
    ...(verificationLabels
      ? [{ term: 'Verification', value: profile.verified ? verificationLabels.verified : verificationLabels.pending }]
      : []),
    { term: 'Email status', value: profile.emailVerified ? 'Verified' : 'Pending Verification' },
    { term: 'Member since', value: formatDate(profile.createdAt) },
  ];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        {/* min-w-0 and wrap-anywhere: a long unbroken name or e-mail wraps instead of widening the page. */}
        <div className="flex min-w-0 items-center gap-4">
          <Avatar className="size-16 shrink-0 text-xl">
            {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt={`${profile.fullName}'s avatar`} />}
            <AvatarFallback className="text-xl">{(profile.fullName || profile.email).charAt(0).toUpperCase()}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="text-xl font-semibold wrap-anywhere">{profile.fullName}</p>
            <p className="text-sm text-muted-foreground wrap-anywhere">{profile.email}</p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.editProfile}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {details.map(({ term, value }) => (
            <div key={term} className="border-t border-border pt-3">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="mt-1 font-medium wrap-anywhere">{value ?? 'Not provided'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading profile">
      <CardHeader className="flex-row items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </CardContent>
    </Card>
  );
}
