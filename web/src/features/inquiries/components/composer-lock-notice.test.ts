// A conversation whose other side erased their account stays with the viewer, closed, and says why (ADR 0033).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_NOTICE, DELETED_USER_NAME, type InquiryDetail } from '@common/inquiries.ts';
import { ComposerLockNotice } from './composer-lock-notice';

const keptConversation: InquiryDetail = {
  id: 'inquiry-1',
  listing: { id: null, title: 'Chai stall' },
  listingAvailability: 'unavailable',
  viewerRole: 'buyer',
  counterpart: { id: null, fullName: DELETED_USER_NAME },
  status: 'closed',
  sellerResponded: true,
  initialMessage: 'Is it still for sale?',
  initialMessageId: null,
  canSendMessages: false,
  closedAt: '2026-11-26T10:00:00Z',
  closedByRole: null,
  createdAt: '2026-11-25T10:00:00Z',
  visitRequest: { preferredDate: '2026-12-01', timeOfDay: 'morning', alternativeDate: null },
};

describe('a conversation whose other side deleted their account', () => {
  it('says the account has been deleted where the composer was', () => {
    const html = renderToStaticMarkup(createElement(ComposerLockNotice, { inquiry: keptConversation }));
    expect(html).toContain(`${ACCOUNT_DELETED_NOTICE}. No more messages can be sent in this conversation.`);
  });

});
