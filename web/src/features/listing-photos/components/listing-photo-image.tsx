import type { ComponentProps } from 'react';
import type { ListingPhoto } from '@common/listing-photos.ts';

type ListingPhotoImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  photo: ListingPhoto;
  alt: string;
  /** How wide the image shows, for the browser to pick a rendition. */
  sizes: string;
};

// Small on purpose: listing cards use it, and they are part of the first paint (the bundle budget, ADR 0017).
const srcSet = (photo: ListingPhoto, isWebp?: boolean) => photo.renditions.map((rendition) => `${isWebp ? rendition.webpUrl : rendition.jpegUrl} ${rendition.width}w`).join();

/**
 * A listing photo as the browser best takes it (issue 25): WebP where understood, JPEG otherwise, the rendition
 * that fits the slot (`srcset`/`sizes`), and the photo's own width and height so nothing moves as it loads. Lazy
 * unless the caller says otherwise: the page's largest first image (its LCP element) passes `loading="eager"`
 * and `fetchPriority="high"`.
 */
export function ListingPhotoImage({ photo, sizes, ...imageProps }: ListingPhotoImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(photo, true)} sizes={sizes} />
      {/* Renditions ascend by width; a browser without srcset takes the smallest. */}
      <img src={photo.renditions[0]?.jpegUrl} srcSet={srcSet(photo)} sizes={sizes} width={photo.width} height={photo.height} loading="lazy" {...imageProps} />
    </picture>
  );
}
