import { cn } from '@/lib/cn';
import { formatMessageTime } from './format-message-time';
import { LinkifiedText } from './linkified-text';
import { deliveryLabels, type DeliveryState } from './thread-items';

type MessageBubbleProps = {
  text: string;
  createdAt: string;
  isOwn: boolean;
  /** Who wrote it, for screen readers (the side of the bubble says it visually). */
  senderName: string;
  delivery: DeliveryState | null;
};

/** One message: own ones on the right, the other side's on the left; plain text with links (issue 9). */
export function MessageBubble({ text, createdAt, isOwn, senderName, delivery }: MessageBubbleProps) {
  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
      <div className={cn('grid max-w-[85%] gap-1 sm:max-w-[75%]', isOwn && 'justify-items-end')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2',
            isOwn ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          )}
        >
          <span className="sr-only">{isOwn ? 'You' : senderName}: </span>
          <LinkifiedText text={text} className="break-words whitespace-pre-wrap" />
        </div>
        <p className="flex gap-1 text-xs text-muted-foreground">
          <time dateTime={createdAt}>{formatMessageTime(createdAt)}</time>
          {delivery && (
            <>
              <span aria-hidden="true">·</span>
              <span>{deliveryLabels[delivery]}</span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
