import { useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';

type ModalDialogProps = {
  /** Open with dialogRef.current.showModal(), close with .close() (or Escape, or a click on the backdrop). */
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  children: ReactNode;
  onClose?: () => void;
  className?: string;
};

/**
 * A native modal <dialog>, as the valuation dialog uses: the browser moves focus in and back, Escape closes it
 * and the page behind is inert, with no library. The title names the dialog for screen readers.
 */
export function ModalDialog({ dialogRef, title, children, onClose, className }: ModalDialogProps) {
  const titleId = useId();

  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={handleClick}
      onClose={onClose}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-scrim',
        className,
      )}
    >
      <div className="grid gap-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
