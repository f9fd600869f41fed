import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { InquiryDetail } from '@common/inquiries.ts';
import { ListingAvailabilityBanner } from '@/components/listing-availability-banner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useInquiry } from '../api/get-inquiry';
import { flattenMessages, useMessages } from '../api/get-messages';
import { useConversationLiveUpdates } from '../hooks/use-conversation-live-updates';
import { useMarkReadWhileOpen } from '../hooks/use-mark-read-while-open';
import { useThreadSender } from '../hooks/use-thread-sender';
import { ComposerLockNotice } from './composer-lock-notice';
import { ConversationHeader } from './conversation-header';
import { ConversationNotFound } from './conversation-not-found';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { buildThreadItems } from './thread-items';

// A malformed id is answered 400; to the reader it is just as missing as an unknown one (or someone else's: 404).
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** SPEC §8: a failure to load the conversation is toasted once. */
function useLoadErrorToast(error: Error | null) {
  useEffect(() => {
    if (!error || isNotFound(error)) return;
    toast.error('Error loading messages', { id: 'messages-error', description: getErrorMessage(error) });
  }, [error]);
}

/** SPEC §2 inquiry conversation view, at /dashboard/inquiries/:id. */
export function ConversationView({ inquiryId }: { inquiryId: string }) {
  const { data: inquiry, error, refetch } = useInquiry(inquiryId);
  useDocumentTitle(inquiry ? `Conversation: ${inquiry.listing.title}` : isNotFound(error) ? 'Conversation not found' : 'Conversation');
  useConversationLiveUpdates(inquiryId, { isParticipant: inquiry !== undefined });
  useLoadErrorToast(error);

  if (isNotFound(error)) return <ConversationNotFound />;
  if (inquiry) return <Conversation inquiry={inquiry} />;
  if (error) {
    return (
      <div className="grid justify-items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">The conversation could not be loaded</h1>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Loading conversation</span>
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-[600px] w-full" />
    </div>
  );
}

function Conversation({ inquiry }: { inquiry: InquiryDetail }) {
  const messagesQuery = useMessages(inquiry.id, { isEnabled: true });
  const messages = flattenMessages(messagesQuery.data);
  const sender = useThreadSender(inquiry.id);
  useMarkReadWhileOpen(inquiry.id, inquiry.viewerRole, messages);
  useLoadErrorToast(messagesQuery.error);
  const { items, initialMessageDelivery } = buildThreadItems({
    messages,
    pending: sender.pending,
    viewerRole: inquiry.viewerRole,
    initialMessageId: inquiry.initialMessageId,
  });

  return (
    <div className="grid gap-6">
      <ConversationHeader inquiry={inquiry} initialMessageDelivery={initialMessageDelivery} />
      {/* ADR 0032: both sides see that the business was sold or withdrawn; the conversation itself goes on. */}
      <ListingAvailabilityBanner
        availability={inquiry.listingAvailability}
        hint={inquiry.viewerRole === 'seller' ? 'You can still write to each other here.' : 'You can still write to the seller here.'}
      />
      <MessageThread
        items={items}
        counterpartName={inquiry.counterpart.fullName}
        isLoading={messagesQuery.isPending}
        hasError={messagesQuery.isError && !messagesQuery.data}
        onRetry={() => void messagesQuery.refetch()}
        hasEarlier={messagesQuery.hasNextPage}
        isLoadingEarlier={messagesQuery.isFetchingNextPage}
        onLoadEarlier={() => void messagesQuery.fetchNextPage()}
      />
      {/* SPEC §4: the seller may always write; the buyer once the seller has responded; nobody once closed. */}
      {/* On a phone the composer stays at the bottom of the screen while the page scrolls the thread (issue 25). */}
      <div className="max-md:sticky max-md:bottom-0 max-md:-mx-4 max-md:border-t max-md:border-border max-md:bg-background max-md:px-4 max-md:py-3">
        {inquiry.canSendMessages ? <MessageComposer onSend={sender.send} isSending={sender.isSending} /> : <ComposerLockNotice inquiry={inquiry} />}
      </div>
    </div>
  );
}
