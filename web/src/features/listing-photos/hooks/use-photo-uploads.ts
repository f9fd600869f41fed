import { useEffect, useRef, useState } from 'react';
import { MAX_LISTING_PHOTOS } from '@common/listing-photos.ts';
import { checkPhotoFile, takeFilesThatFit } from '../lib/check-photo-file';
import type { PhotoTile } from '../lib/photo-tile';

/** A chosen file and what became of it; the tile shows it, and the file goes to the server. */
export type ChosenPhoto = PhotoTile & { file: File };

let nextKey = 0;

/** The files a seller chose, pre-checked (the server stays the judge), with their previews kept and freed. */
export function useChosenPhotos() {
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const previewUrls = useRef(new Set<string>());

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Adds the files that fit beside `photoCount` others; returns how many did not fit. */
  function choose(files: File[], photoCount: number, isPublic = true): number {
    const { taken, leftOut } = takeFilesThatFit(files, photoCount, MAX_LISTING_PHOTOS);
    const added = taken.map((file): ChosenPhoto => {
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.add(previewUrl);
      const problem = checkPhotoFile(file);
      nextKey += 1;
      return {
        key: `chosen-${nextKey}`,
        file,
        previewUrl,
        fileName: file.name,
        isPublic,
        isCover: false,
        state: problem ? 'failed' : 'queued',
        progress: 0,
        error: problem,
      };
    });
    // Refused files stay after the others, where the order does not matter.
    const isRefused = (photo: ChosenPhoto) => photo.state === 'failed';
    setChosen((current) => [...current.filter((photo) => !isRefused(photo)), ...added.filter((photo) => !isRefused(photo)), ...current.filter(isRefused), ...added.filter(isRefused)]);
    return leftOut;
  }

  function update(key: string, change: Partial<ChosenPhoto>) {
    setChosen((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }

  function remove(key: string) {
    setChosen((current) => {
      const removed = current.find((photo) => photo.key === key);
      if (removed) {
        URL.revokeObjectURL(removed.previewUrl);
        previewUrls.current.delete(removed.previewUrl);
      }
      return current.filter((photo) => photo.key !== key);
    });
  }

  return { chosen, setChosen, choose, update, remove };
}
