import { inquiriesQueryKey } from '@/lib/query-keys';

// Everything under ['inquiries'] is the signed-in user's own conversations: the lists, one conversation's
// header and thread, and their inquiry about a listing.
export const inquiryKeys = {
  all: inquiriesQueryKey,
  list: ['inquiries', 'list'] as const,
  detail: (inquiryId: string) => ['inquiries', 'detail', inquiryId] as const,
  messages: (inquiryId: string) => ['inquiries', 'messages', inquiryId] as const,
  allForListings: ['inquiries', 'for-listing'] as const,
  forListing: (listingId: string) => ['inquiries', 'for-listing', listingId] as const,
};

export const inquiryPath = (inquiryId: string) => `/api/inquiries/${encodeURIComponent(inquiryId)}`;
