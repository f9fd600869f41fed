import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** Loads the current profile, then shows the form filled with it (the form needs its values up front). */
export function ProfileEditor() {
  const { data: profile, isPending, error } = useProfile();
  if (isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading profile">
        <CardContent className="grid gap-5 pt-6">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Error loading profile: {getErrorMessage(error)}
      </p>
    );
  }
  return <ProfileForm profile={profile} />;
}
