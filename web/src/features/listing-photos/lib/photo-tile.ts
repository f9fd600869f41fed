/** One photo as the uploader shows it: stored on the server, or a chosen file on its way there. */
export type PhotoTileState = 'queued' | 'uploading' | 'failed' | 'stored';

export type PhotoTile = {
  key: string;
  /** The file's own object URL, or the stored photo's smallest rendition. */
  previewUrl: string;
  /** The file's name, shown beside a failure so the seller knows which one. */
  fileName: string | null;
  isPublic: boolean;
  isCover: boolean;
  /** Stored, added to a public listing and not yet approved by an admin (ADR 0042): buyers do not see it yet. */
  isAwaitingReview?: boolean;
  state: PhotoTileState;
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
};

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item === undefined || to < 0 || to > moved.length) return [...items];
  moved.splice(to, 0, item);
  return moved;
}
