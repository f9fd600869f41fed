import type { ComponentProps } from 'react';
import type { ListingPhoto } from '@common/listing-photos.ts';

type ListingPhotoImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  photo: ListingPhoto;
  alt: string;
  /** How wide the image shows, for the browser to pick a rendition. */
  sizes: string;
  /** The widest rendition the slot can ever pick (its largest width at 3× pixels); wider ones stay out of the page. */
  widest?: number;
};

// Small on purpose: listing cards use it, and they are part of the first paint (the bundle budget, ADR 0017).
const srcSet = (renditions: ListingPhoto['renditions'], isWebp?: boolean) =>
  renditions.map((rendition) => `${isWebp ? rendition.webpUrl : rendition.jpegUrl} ${rendition.width}w`).join();

/**
 * A listing photo as the browser best takes it (issue 25): WebP where understood, JPEG otherwise, the rendition
 * that fits the slot (`srcset`/`sizes`), and the photo's own width and height so nothing moves as it loads. Lazy
 * unless the caller says otherwise: the page's largest first image (its LCP element) passes `loading="eager"`
 * and `fetchPriority="high"`.
 */
export function ListingPhotoImage({ photo, sizes, widest = Infinity, ...imageProps }: ListingPhotoImageProps) {
  // Renditions ascend by width; the smallest is always offered, and a browser without srcset takes it.
  const renditions = photo.renditions.filter((rendition, index) => index === 0 || rendition.width <= widest);
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(renditions, true)} sizes={sizes} />
      <img src={renditions[0]?.jpegUrl} srcSet={srcSet(renditions)} sizes={sizes} width={photo.width} height={photo.height} loading="lazy" {...imageProps} />
    </picture>
  );
}
