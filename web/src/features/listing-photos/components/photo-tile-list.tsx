import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_AWAITING_REVIEW_LABEL } from '@common/listing-photos.ts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PhotoTile } from '../lib/photo-tile';

export type PhotoTileActions = {
  onMove: (key: string, to: number) => void;
  onMakeCover: (key: string) => void;
  onSetPublic: (key: string, isPublic: boolean) => void;
  onRemove: (key: string) => void;
};

type PhotoTileListProps = PhotoTileActions & {
  tiles: PhotoTile[];
  /** While a change is on its way, further changes wait (the controls stay focusable). */
  isBusy: boolean;
};

type Direction = 'earlier' | 'later';

const isMovable = (tile: PhotoTile) => tile.state === 'stored' || tile.state === 'queued';

/**
 * The chosen photos in their order, each with its cover choice, its visibility and buttons to move or remove it.
 * Moving keeps the focus on the moved photo's button and says where it went, so the keyboard and a screen reader
 * can follow it.
 */
export function PhotoTileList({ tiles, isBusy, onMove, onMakeCover, onSetPublic, onRemove }: PhotoTileListProps) {
  const coverGroupName = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: Direction } | null>(null);
  const count = tiles.length;
  // Files still uploading or refused come after the photos that can be ordered.
  const movableCount = tiles.filter(isMovable).length;

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll<HTMLElement>('[data-photo-key]')].find((element) => element.dataset.photoKey === focusAfterMove.key);
    const buttons = item ? [...item.querySelectorAll<HTMLButtonElement>('button[data-move]')] : [];
    // At either end the button pressed is disabled now; the other one takes the focus.
    const button = buttons.find((candidate) => candidate.dataset.move === focusAfterMove.direction && !candidate.disabled) ?? buttons.find((candidate) => !candidate.disabled);
    button?.focus();
  }, [focusAfterMove, tiles]);

  function move(tile: PhotoTile, index: number, direction: Direction) {
    if (isBusy) return;
    const to = direction === 'earlier' ? index - 1 : index + 1;
    onMove(tile.key, to);
    setFocusAfterMove({ key: tile.key, direction });
    setAnnouncement(`Photo moved to position ${to + 1} of ${movableCount}.`);
  }

  if (count === 0) return null;
  return (
    <>
      <ol ref={listRef} aria-label="Photos in order" className="grid gap-3 sm:grid-cols-2">
        {tiles.map((tile, index) => {
          const name = `photo ${index + 1}`;
          const isStoredOrQueued = isMovable(tile);
          return (
            <li key={tile.key} data-photo-key={tile.key} className="grid grid-cols-[6rem_1fr] gap-3 rounded-lg border border-border bg-card p-3">
              <img src={tile.previewUrl} alt={`Photo ${index + 1}`} width={96} height={96} className="size-24 rounded-md bg-muted object-cover" />
              <div className="grid content-start gap-2 text-sm">
                {tile.fileName && <p className="truncate font-medium">{tile.fileName}</p>}
                {tile.isAwaitingReview && (
                  <p>
                    <Badge variant="warning">
                      {PHOTO_AWAITING_REVIEW_LABEL}
                      <span className="sr-only"> ({name})</span>
                    </Badge>
                  </p>
                )}
                {tile.state === 'uploading' && (
                  <label className="grid gap-1">
                    <span>Uploading {Math.round(tile.progress * 100)}%</span>
                    <progress value={tile.progress} max={1} className="w-full accent-primary" />
                  </label>
                )}
                {tile.state === 'queued' && <p className="text-muted-foreground">Uploaded when you submit the listing.</p>}
                {tile.error && (
                  <p role="alert" className="font-medium text-destructive">
                    {tile.error}
                  </p>
                )}
                {isStoredOrQueued && (
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    <label className="inline-flex min-h-11 items-center gap-2">
                      <input type="radio" name={coverGroupName} checked={tile.isCover} onChange={() => !isBusy && onMakeCover(tile.key)} className="size-4 accent-primary" />
                      Cover<span className="sr-only"> ({name})</span>
                    </label>
                    <label className="inline-flex min-h-11 items-center gap-2">
                      <input type="checkbox" checked={tile.isPublic} onChange={(event) => !isBusy && onSetPublic(tile.key, event.target.checked)} className="size-4 accent-primary" />
                      Public<span className="sr-only"> ({name})</span>
                    </label>
                  </div>
                )}
                <div className="flex flex-wrap gap-1">
                  {isStoredOrQueued && (
                    <>
                      <Button variant="outline" size="icon" data-move="earlier" aria-label={`Move ${name} earlier`} disabled={index === 0} onClick={() => move(tile, index, 'earlier')}>
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button variant="outline" size="icon" data-move="later" aria-label={`Move ${name} later`} disabled={index >= movableCount - 1} onClick={() => move(tile, index, 'later')}>
                        <ArrowDown aria-hidden="true" />
                      </Button>
                    </>
                  )}
                  {tile.state !== 'uploading' && (
                    <Button variant="outline" size="icon" aria-label={`Remove ${name}`} onClick={() => !isBusy && onRemove(tile.key)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
