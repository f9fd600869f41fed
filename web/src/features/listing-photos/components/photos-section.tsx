import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The form's Photos card, with the hint about private photos (issue 25). */
export function PhotosSection({ children, note }: { children: ReactNode; note: string }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Photos</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {note} The cover shows first and on your listing&apos;s card. Private photos are shown only to you and admins.
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
