import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { ListingPhoto } from '@common/listing-photos.ts';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ListingPhotoImage } from './listing-photo-image';

/** How far a finger (or pen, or mouse) must travel sideways to count as a swipe. */
const SWIPE_MIN_PX = 50;

type PhotoLightboxProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  photos: ListingPhoto[];
  /** The photo showing; null while closed, so no full-size image loads until asked for. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  listingTitle: string;
};

/**
 * The gallery's lightbox (issue 25): a native modal <dialog> (focus kept inside, Escape closes, focus returns to
 * the thumbnail), named "Photo 2 of 5" by its title, with previous/next buttons, the arrow keys and a swipe.
 */
export function PhotoLightbox({ dialogRef, photos, index, onIndexChange, onClose, listingTitle }: PhotoLightboxProps) {
  const swipeStartX = useRef<number | null>(null);
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const showPhoto = (next: number) => onIndexChange((next + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (index === null) return;
    if (event.key === 'ArrowLeft') showPhoto(index - 1);
    else if (event.key === 'ArrowRight') showPhoto(index + 1);
    else return;
    event.preventDefault();
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null || index === null) return;
    const distance = event.clientX - startX;
    if (Math.abs(distance) >= SWIPE_MIN_PX) showPhoto(distance < 0 ? index + 1 : index - 1);
  }

  const title = index === null ? 'Photos' : `Photo ${index + 1} of ${count}`;
  return (
    <div onKeyDown={handleKeyDown} className="contents">
      <ModalDialog dialogRef={dialogRef} title={title} onClose={onClose} className="max-w-5xl">
        {photo && index !== null && (
          <>
            <div
              className="min-w-0 touch-pan-y rounded-md bg-muted select-none"
              onPointerDown={(event) => (swipeStartX.current = event.clientX)}
              onPointerUp={handlePointerUp}
              onPointerCancel={() => (swipeStartX.current = null)}
            >
              <ListingPhotoImage
                key={photo.id}
                photo={photo}
                alt={`${listingTitle}, photo ${index + 1} of ${count}`}
                sizes="(min-width: 1024px) 1024px, 100vw"
                loading="eager"
                className="mx-auto h-auto max-h-[70vh] w-auto max-w-full object-contain"
              />
            </div>
            <div className="flex min-w-0 items-center justify-between gap-3">
              <Button variant="outline" size="lg" onClick={() => showPhoto(index - 1)} disabled={count < 2}>
                <ChevronLeft aria-hidden="true" />
                {/* A phone shows the arrows only; the name stays for screen readers. */}
                <span className="sr-only sm:not-sr-only">Previous photo</span>
              </Button>
              <Button variant="outline" size="lg" onClick={() => showPhoto(index + 1)} disabled={count < 2}>
                <span className="sr-only sm:not-sr-only">Next photo</span>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
        <Button variant="ghost" size="icon" aria-label="Close photos" className="absolute top-3 right-3" onClick={() => dialogRef.current?.close()}>
          <X aria-hidden="true" />
        </Button>
      </ModalDialog>
    </div>
  );
}
