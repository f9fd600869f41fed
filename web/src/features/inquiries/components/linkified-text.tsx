import type { ReactNode } from 'react';
import { UserText } from '@/components/user-text';

// Messages are plain text (issue 9): React escapes every character, and only http(s) addresses become links.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
// A sentence often ends right after an address ("see https://x.in/a."): that punctuation is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/;

function toHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text split into strings and links, ready to render; nothing is ever parsed as HTML. */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let position = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = toHttpUrl(address);
    if (!href) continue;
    if (match.index > position) nodes.push(text.slice(position, match.index));
    nodes.push(
      // nofollow: a chat is user content; noopener noreferrer: the other site gets no handle on this tab.
      <a key={match.index} href={href} rel="nofollow noopener noreferrer" target="_blank" className="break-all underline underline-offset-2">
        {address}
      </a>,
    );
    position = match.index + address.length;
  }
  if (position < text.length) nodes.push(text.slice(position));
  return nodes;
}

/** A message as typed: line breaks kept, long words wrapped, web addresses as links, isolated (ADR 0025). */
export function LinkifiedText({ text, className }: { text: string; className?: string }) {
  return <UserText className={className ?? 'break-words whitespace-pre-wrap'}>{linkify(text)}</UserText>;
}
