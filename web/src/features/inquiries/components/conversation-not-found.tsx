import { MessageSquareOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';

/** An unknown conversation, or someone else's: the server answers both alike, and so does the page. */
export function ConversationNotFound() {
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <MessageSquareOff className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Conversation not found</h1>
      <p className="text-muted-foreground">It may have been removed, or it belongs to another account.</p>
      <Button asChild>
        <Link to={paths.dashboardTab('inquiries')}>Back to Inquiries</Link>
      </Button>
    </div>
  );
}
