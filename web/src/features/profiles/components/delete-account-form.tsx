import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { deleteOwnAccountSchema, type DeleteOwnAccountInput } from '@common/admin.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useDeleteOwnAccount } from '../api/delete-own-account';

/** Re-enter the password, then confirm. A wrong password is said under the field; other refusals are toasted. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const deleteAccount = useDeleteOwnAccount();
  const form = useForm<DeleteOwnAccountInput>({ resolver: zodResolver(deleteOwnAccountSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
      toast.success('Account deleted', { description: 'Your account and everything stored about you have been deleted.' });
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['password']);
      // The field says what is wrong with the password; anything else (e.g. the last admin, 409) is toasted.
      if (error instanceof ApiError && error.fields?.password) return;
      toast.error('Error deleting account', { description: getErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <p>
        This permanently deletes your account and everything stored about you: your profile, listings, favourites, notifications and saved
        searches. The people you talked with keep their conversations with you, closed, with you shown as “Deleted user” and your name,
        email address, phone and company removed. It cannot be undone.
      </p>
      <TextField label="Password" type="password" autoComplete="current-password" isRequired autoFocus error={errors.password?.message} {...form.register('password')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
          {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
