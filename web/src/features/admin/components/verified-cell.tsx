import { CircleCheck, CircleX } from 'lucide-react';

/** SPEC §2: a tick or a cross, with words for screen readers. */
export function VerifiedCell({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <span className="inline-flex items-center text-success">
      <CircleCheck className="size-5" aria-hidden="true" />
      <span className="sr-only">Verified</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-muted-foreground">
      <CircleX className="size-5" aria-hidden="true" />
      <span className="sr-only">Not verified</span>
    </span>
  );
}
