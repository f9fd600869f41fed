// A message, and a name among our words, are shown isolated: a bidi override in them reorders nothing around
// them (ADR 0025). Rendered with React's own server renderer, as the pages are.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InquiryDetail } from '@common/inquiries.ts';
import { ComposerLockNotice } from './composer-lock-notice';
import { MessageBubble } from './message-bubble';

const HOSTILE = 'Pay here \u202egnp.exe';

describe('what people wrote in a conversation', () => {
  it('shows a message in an isolated block that takes its direction from its own first letter', () => {
    const html = renderToStaticMarkup(createElement(MessageBubble, { text: `${HOSTILE}\nمرحبا`, createdAt: '2026-11-26T10:00:00Z', isOwn: false, senderName: 'Asha', delivery: null }));
    expect(html).toMatch(new RegExp(`<p dir="auto" class="user-text[^"]*">${HOSTILE}\nمرحبا</p>`));
  });

  it("isolates the other side's name in the sentence that says they closed the conversation", () => {
    const inquiry: InquiryDetail = {
      id: 'inquiry-1',
      listingAvailability: 'available',
      listing: { id: 'listing-1', title: 'Chai stall' },
      viewerRole: 'buyer',
      counterpart: { id: 'seller-1', fullName: HOSTILE },
      status: 'closed',
      sellerResponded: true,
      initialMessage: 'Is it still for sale?',
      initialMessageId: null,
      canSendMessages: false,
      closedAt: '2026-11-26T10:00:00Z',
      closedByRole: 'seller',
      createdAt: '2026-11-25T10:00:00Z',
      visitRequest: null,
    };
    const html = renderToStaticMarkup(createElement(ComposerLockNotice, { inquiry }));
    expect(html).toContain(`<bdi>${HOSTILE}</bdi> closed this inquiry.`);
  });
});
