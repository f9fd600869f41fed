import { useRef, useState, type MouseEvent } from 'react';
import type { ListingPhoto } from '@common/listing-photos.ts';
import { countText } from '@common/plural.ts';
import { ListingPhotoImage } from './listing-photo-image';
import { PhotoLightbox } from './photo-lightbox';

/**
 * The cover's slot: two fifths of the page's 80rem column beside the title on a laptop; on a phone the page's width
 * less its padding (about 380 px). There it is named 360 px: at the 1.75× of a common Android phone that asks for
 * 630 pixels, which the 640 rendition serves, where 380 px asked for 665 and fetched the 1280 one, four times the
 * bytes for a 5 % sharper picture (Lighthouse counted 750 ms of the largest paint).
 */
const COVER_SIZES = '(min-width: 1280px) 500px, (min-width: 768px) 40vw, 360px';
const THUMBNAIL_SIZES = '(min-width: 768px) 100px, 25vw';
// At most 25vw of a 767 px screen (192 px), 576 pixels at 3×: the 640 rendition; the larger two would only fill
// the page's HTML (eleven thumbnails' srcsets were a quarter of it).
const THUMBNAIL_WIDEST = 640;
// A phone shows one row of thumbnails, the last saying how many more there are, so the name and the figures stay on
// its first screen; the lightbox goes through them all. The hidden ones (display: none) are never fetched.
const PHONE_THUMBNAILS = 4;

/** The largest JPEG: where a photo's link goes, so it opens before the page's script runs. */
const fullSizeUrl = (photo: ListingPhoto) => photo.renditions.at(-1)?.jpegUrl;

/** The seller's order with the cover taken to the front (issue 25: the cover first on the listing page). */
function coverFirst(photos: ListingPhoto[]): ListingPhoto[] {
  const cover = photos.find((photo) => photo.isCover);
  return cover ? [cover, ...photos.filter((photo) => photo !== cover)] : photos;
}

type ListingGalleryProps = { photos: ListingPhoto[]; listingTitle: string };

/**
 * The listing page's photos (issue 25), the cover first and large, the others as lazy thumbnails. Each is a link
 * to its full-size file, so the page works before it hydrates; after, a click opens the lightbox instead.
 */
export function ListingGallery({ photos: photosInOrder, listingTitle }: ListingGalleryProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = coverFirst(photosInOrder);
  const [cover, ...others] = photos;
  if (!cover) return null;

  function openPhoto(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // A click that asks for a new tab or a download keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpenIndex(index);
    dialogRef.current?.showModal();
  }

  const count = photos.length;
  const photoName = (index: number) => `${listingTitle}, photo ${index + 1} of ${count}`;
  return (
    <section aria-label="Photos" className="grid gap-2">
      <a href={fullSizeUrl(cover)} onClick={(event) => openPhoto(event, 0)} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {/* The page's largest thing (its LCP element): fetched first, never lazily. */}
        <ListingPhotoImage photo={cover} alt={photoName(0)} sizes={COVER_SIZES} loading="eager" fetchPriority="high" className="aspect-[4/3] w-full rounded-lg border border-border bg-muted object-cover" />
      </a>
      {others.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {others.map((photo, offset) => (
            <li key={photo.id} className={offset >= PHONE_THUMBNAILS ? 'max-sm:hidden' : undefined}>
              <a
                href={fullSizeUrl(photo)}
                onClick={(event) => openPhoto(event, offset + 1)}
                className="relative block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {/* Low: on a phone's network the page's script and the cover come before eleven small pictures. */}
                <ListingPhotoImage
                  photo={photo}
                  alt={photoName(offset + 1)}
                  sizes={THUMBNAIL_SIZES}
                  widest={THUMBNAIL_WIDEST}
                  fetchPriority="low"
                  className="aspect-square w-full rounded-md border border-border bg-muted object-cover"
                />
                {offset === PHONE_THUMBNAILS - 1 && others.length > PHONE_THUMBNAILS && <MorePhotos count={others.length - PHONE_THUMBNAILS} />}
              </a>
            </li>
          ))}
        </ul>
      )}
      <PhotoLightbox
        dialogRef={dialogRef}
        photos={photos}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        listingTitle={listingTitle}
      />
    </section>
  );
}

/** On a phone, over the last thumbnail shown: how many more photos the lightbox holds. */
function MorePhotos({ count }: { count: number }) {
  return (
    <>
      <span aria-hidden="true" className="absolute inset-0 grid place-items-center rounded-md bg-scrim text-lg font-semibold text-inverse-strong sm:hidden">
        +{count}
      </span>
      <span className="sr-only sm:hidden">({countText(count, 'more photo')})</span>
    </>
  );
}
