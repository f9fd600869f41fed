import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_PHOTO_TYPES, MAX_LISTING_PHOTOS, MAX_PHOTO_BYTES } from '@common/listing-photos.ts';
import { cn } from '@/lib/cn';

type PhotoDropZoneProps = {
  photoCount: number;
  isDisabled?: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * Where photos come in: a labelled file input (on a phone, `accept` of images offers the camera too) inside an
 * area that also takes files dropped on it.
 */
export function PhotoDropZone({ photoCount, isDisabled = false, onFiles }: PhotoDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [isDragOver, setIsDragOver] = useState(false);
  const isFull = photoCount >= MAX_LISTING_PHOTOS;

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragOver(false);
    if (isDisabled || isFull) return;
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={handleDrop}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center',
        isDragOver && 'border-primary bg-secondary',
      )}
    >
      <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        multiple
        disabled={isDisabled || isFull}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file chosen again (after removing it) is a change too.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          (isDisabled || isFull) && 'pointer-events-none opacity-60',
        )}
      >
        Add photos
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {isFull
          ? `You have added the most photos a listing can have (${MAX_LISTING_PHOTOS}).`
          : `Drop photos here or choose them. JPEG, PNG or WebP, up to ${MAX_PHOTO_BYTES / (1024 * 1024)} MB each; at most ${MAX_LISTING_PHOTOS} photos (${photoCount} added).`}
      </p>
    </div>
  );
}
