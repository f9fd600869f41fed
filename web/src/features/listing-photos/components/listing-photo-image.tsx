import type { ListingPhoto } from '@common/listing-photos.ts';

type ListingPhotoImageProps = {
  photo: ListingPhoto;
  alt: string;
  /** How wide the image shows, for the browser to pick a rendition (the `sizes` attribute). */
  sizes: string;
  /** The largest thing a page shows first (its LCP element): fetched at once and early. Others load lazily. */
  isPriority?: boolean;
  className?: string;
};

const srcSet = (photo: ListingPhoto, format: 'webpUrl' | 'jpegUrl') =>
  photo.renditions.map((rendition) => `${rendition[format]} ${rendition.width}w`).join(', ');

/**
 * A listing photo as the browser best takes it (issue 25): WebP where understood, JPEG otherwise, the rendition
 * that fits the slot (`srcset`/`sizes`), and the photo's own width and height so nothing moves as it loads.
 */
export function ListingPhotoImage({ photo, alt, sizes, isPriority = false, className }: ListingPhotoImageProps) {
  // Renditions are ascending by width; the middle one is a sound fallback for a browser without srcset.
  const fallback = photo.renditions[Math.min(1, photo.renditions.length - 1)];
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(photo, 'webpUrl')} sizes={sizes} />
      <img
        src={fallback?.jpegUrl}
        srcSet={srcSet(photo, 'jpegUrl')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding={isPriority ? 'sync' : 'async'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
