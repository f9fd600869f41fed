import { cn } from '@/lib/cn';

/** The message under a form field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}
