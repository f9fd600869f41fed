import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useThreadScroll } from '../hooks/use-thread-scroll';
import { MessageBubble } from './message-bubble';
import type { ThreadItem } from './thread-items';

type MessageThreadProps = {
  items: readonly ThreadItem[];
  counterpartName: string;
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/**
 * SPEC §2/§9: the message box, 600 px high, scrolled to the newest message. On a phone (issue 25) it is no box of
 * its own: the page scrolls, with the composer held at the bottom of the screen.
 */
export function MessageThread({ items, counterpartName, isLoading, hasError, onRetry, hasEarlier, isLoadingEarlier, onLoadEarlier }: MessageThreadProps) {
  const lastItem = items.at(-1);
  const { containerRef, handleScroll, keepPositionWhileLoadingOlder } = useThreadScroll({
    firstKey: items[0]?.key,
    lastKey: lastItem?.key,
    isLastOwn: lastItem?.isOwn ?? false,
  });

  return (
    // A log: screen readers announce messages as they arrive. Focusable, so the keyboard can scroll it.
    <div
      ref={containerRef}
      role="log"
      aria-label="Messages"
      aria-busy={isLoading || undefined}
      tabIndex={0}
      onScroll={handleScroll}
      className="h-[600px] overflow-y-auto rounded-lg max-md:h-auto max-md:overflow-visible border border-border bg-card p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {hasEarlier && (
        <div className="mb-4 flex justify-center">
          <Button
            variant="outline"
            size="sm"
            disabled={isLoadingEarlier}
            onClick={() => {
              keepPositionWhileLoadingOlder();
              onLoadEarlier();
            }}
          >
            {isLoadingEarlier ? 'Loading...' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      {isLoading && <ThreadSkeleton />}
      {hasError && (
        <div className="grid justify-items-center gap-3 py-12 text-center">
          <p className="text-muted-foreground">The messages could not be loaded.</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {!isLoading && !hasError && items.length === 0 && <p className="py-12 text-center text-muted-foreground">No replies yet.</p>}
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item) => (
            <MessageBubble key={item.key} text={item.text} createdAt={item.createdAt} isOwn={item.isOwn} senderName={counterpartName} delivery={item.delivery} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ThreadSkeleton() {
  return (
    <div className="grid gap-3">
      <span className="sr-only">Loading messages</span>
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-16 w-1/2 justify-self-end" />
      <Skeleton className="h-12 w-3/5" />
    </div>
  );
}
