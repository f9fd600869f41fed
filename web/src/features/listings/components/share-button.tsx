import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** ARCHITECTURE §7: the system share sheet where there is one, otherwise the link goes to the clipboard. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  async function handleShare() {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toast.error('Could not copy the link', { description: url });
      return;
    }
    toast.success('Link copied', { description: 'The listing link is on your clipboard.' });
  }

  return (
    <Button variant="outline" onClick={handleShare}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
