import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { INQUIRY_MESSAGE_MAX_LENGTH, inquiryMessageSchema } from '@common/inquiries.ts';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatCount } from '@/lib/format';

type MessageComposerProps = {
  /** Resolves to whether the message was sent; on failure the text comes back into the box. */
  onSend: (message: string) => Promise<boolean>;
  isSending: boolean;
};

// Shown as the limit comes near, so a long message does not end in a surprise.
const COUNTER_FROM = INQUIRY_MESSAGE_MAX_LENGTH - 500;

/** SPEC §5: trimmed and non-empty, not while sending; Enter sends, Shift+Enter inserts a new line. */
export function MessageComposer({ onSend, isSending }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    if (isSending) return;
    const parsed = inquiryMessageSchema.safeParse({ message: text });
    if (!parsed.success) {
      // Nothing typed is nothing to send; anything else (too long) says why.
      if (text.trim()) setError(parsed.error.issues[0]?.message);
      return;
    }
    setText('');
    const isSent = await onSend(parsed.data.message);
    if (!isSent) setText((current) => (current === '' ? text : current));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // isComposing: Enter that confirms an input method's candidate (Hindi, Japanese, ...) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-2">
      <TextareaField
        label="Your message"
        rows={3}
        value={text}
        error={error}
        placeholder="Write a message..."
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          setError(undefined);
          setText(event.target.value);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Enter sends, Shift+Enter starts a new line.
          {text.length > COUNTER_FROM && (
            <span className={text.length > INQUIRY_MESSAGE_MAX_LENGTH ? 'text-destructive' : undefined}>
              {' '}
              {formatCount(text.length)} / {formatCount(INQUIRY_MESSAGE_MAX_LENGTH)} characters
            </span>
          )}
        </p>
        <Button type="submit" disabled={isSending || !text.trim()}>
          <SendHorizontal aria-hidden="true" />
          {isSending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
