import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ControlledDialog } from '@/components/ui/controlled-dialog';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useDownloadMyData } from '../api/export-my-data';
import { DeleteAccountForm } from './delete-account-form';

/** Issue 10: each user's own data rights under India's DPDP Act: a copy of everything, and erasure. */
export function DataRightsCard() {
  const downloadMyData = useDownloadMyData();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  function handleDownload() {
    void runWithToasts(() => downloadMyData.mutateAsync(), {
      errorTitle: 'Error downloading your data',
      successTitle: 'Your data is downloading',
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Download a copy of everything we store about you, or delete your account and all of it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={downloadMyData.isPending} onClick={handleDownload}>
          <Download aria-hidden="true" />
          {downloadMyData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="outline" className="border-destructive text-destructive hover:bg-danger-soft" aria-haspopup="dialog" onClick={() => setIsDeleteOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <ControlledDialog isOpen={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} title="Delete my account">
        <DeleteAccountForm onCancel={() => setIsDeleteOpen(false)} />
      </ControlledDialog>
    </Card>
  );
}
