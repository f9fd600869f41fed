import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LISTING_UPDATE_EMAILS_LABEL, updateProfileSchema, type Profile, type UpdateProfileInput } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useUpdateProfile, type UpdateProfileValues } from '../api/update-profile';

const roleOptions = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'seller', label: 'Seller' },
] as const;

const formFields = ['fullName', 'phone', 'companyName', 'avatarUrl', 'role', 'messageEmailsEnabled', 'listingUpdateEmailsEnabled'] as const;

function toFormValues(profile: Profile): UpdateProfileInput {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    companyName: profile.companyName ?? '',
    avatarUrl: profile.avatarUrl ?? '',
    // Admins cannot pick their role here (ARCHITECTURE §5) and the schema accepts only buyer or seller; the
    // server ignores the role field when the current user is an admin, so this placeholder never applies.
    role: profile.role === 'admin' ? 'buyer' : profile.role,
    messageEmailsEnabled: profile.messageEmailsEnabled,
    listingUpdateEmailsEnabled: profile.listingUpdateEmailsEnabled,
  };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const isAdmin = profile.role === 'admin';
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileValues>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    const isDone = await runWithToasts(() => updateProfile.mutateAsync(values), {
      errorTitle: 'Error updating profile',
      onError: (error) => setServerFieldErrors(error, form.setError, formFields),
      // SPEC §5: updating without a session is refused with "No user found".
      describeError: (error) => (error instanceof ApiError && error.status === 401 ? 'No user found' : getErrorMessage(error)),
      successTitle: 'Profile updated',
      successDescription: 'Your profile has been successfully updated.',
    });
    if (isDone) await navigate(paths.profile);
  });

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <TextField label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label="Company Name"
            autoComplete="organization"
            error={errors.companyName?.message}
            {...form.register('companyName')}
          />
          <TextField
            label="Avatar URL"
            type="url"
            placeholder="https://example.com/photo.jpg"
            error={errors.avatarUrl?.message}
            {...form.register('avatarUrl')}
          />
          {isAdmin ? (
            <div className="grid gap-2">
              <span className="text-sm leading-none font-medium">Role</span>
              <p>Admin</p>
            </div>
          ) : (
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => (
                <RadioGroupField
                  label="Role"
                  name={field.name}
                  options={roleOptions}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          {/* Issue 9: reminders only. A new inquiry is a seller's business lead, so its e-mail always goes. */}
          <CheckboxField
            label="Email me about unread messages"
            hint="A reminder when messages in a conversation are still unread after 10 minutes, at most one an hour. Sellers still get an email for every new inquiry."
            error={errors.messageEmailsEnabled?.message}
            {...form.register('messageEmailsEnabled')}
          />
          {/* ADR 0032: the in-app notification always comes; this is only the e-mail. */}
          <CheckboxField
            label={LISTING_UPDATE_EMAILS_LABEL}
            hint="For businesses in your favourites and those you have an open conversation about. You are always told in your notifications."
            error={errors.listingUpdateEmailsEnabled?.message}
            {...form.register('listingUpdateEmailsEnabled')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={paths.profile}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
