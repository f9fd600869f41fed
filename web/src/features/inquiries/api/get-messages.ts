import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { messagesPageSchema, type InquiryMessageItem, type MessagesPage } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys, inquiryPath } from './inquiry-query-keys';

/** The latest messages of a thread, or (with a cursor) the page before them; oldest first either way. */
export function getMessages(inquiryId: string, cursor: string | undefined): Promise<MessagesPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get(`${inquiryPath(inquiryId)}/messages${query}`, messagesPageSchema);
}

// Page 0 is the latest; each further page is older ("Load earlier messages").
export function messagesQueryOptions(inquiryId: string) {
  return infiniteQueryOptions({
    queryKey: inquiryKeys.messages(inquiryId),
    queryFn: ({ pageParam }) => getMessages(inquiryId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useMessages(inquiryId: string, { isEnabled }: { isEnabled: boolean }) {
  return useInfiniteQuery({ ...messagesQueryOptions(inquiryId), enabled: isEnabled });
}

type MessagesData = InfiniteData<MessagesPage, string | undefined>;

/** The whole loaded thread, oldest first, each message once. */
export function flattenMessages(data: { pages: readonly MessagesPage[] } | undefined): InquiryMessageItem[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: InquiryMessageItem[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

const isOlder = (a: InquiryMessageItem, b: InquiryMessageItem) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/** Adds a message (sent here, or arrived live) to the latest page, once, in time order. */
export function addMessageToThread(queryClient: QueryClient, message: InquiryMessageItem): void {
  queryClient.setQueryData<MessagesData>(inquiryKeys.messages(message.inquiryId), (data) => {
    const [latest, ...older] = data?.pages ?? [];
    if (!data || !latest) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const items = [...latest.items, message].sort((a, b) => (isOlder(a, b) ? -1 : isOlder(b, a) ? 1 : 0));
    return { ...data, pages: [{ ...latest, items }, ...older] };
  });
}

/** Sets the recipient's read flag of these messages (POST read answered, or a message.read event). */
export function markMessagesReadInThread(queryClient: QueryClient, inquiryId: string, messageIds: readonly string[]): void {
  if (messageIds.length === 0) return;
  const ids = new Set(messageIds);
  queryClient.setQueryData<MessagesData>(inquiryKeys.messages(inquiryId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (ids.has(item.id) && !item.isReadByRecipient ? { ...item, isReadByRecipient: true } : item)),
      })),
    };
  });
}
