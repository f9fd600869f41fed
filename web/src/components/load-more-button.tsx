import { Button } from '@/components/ui/button';

type LoadMoreButtonProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

/** The next keyset page ("Load more"), shown while the server says there is one. */
export function LoadMoreButton({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" disabled={isFetchingNextPage} onClick={onLoadMore}>
      {isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
