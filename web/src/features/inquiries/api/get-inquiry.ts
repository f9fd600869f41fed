import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryDetailSchema, type InquiryDetail } from '@common/inquiries.ts';
import { api } from '@/lib/api-client';
import { inquiryKeys, inquiryPath } from './inquiry-query-keys';

/** A conversation's header; 404 for anyone but its buyer and seller. */
export function getInquiry(inquiryId: string): Promise<InquiryDetail> {
  return api.get(inquiryPath(inquiryId), inquiryDetailSchema);
}

export function inquiryQueryOptions(inquiryId: string) {
  return queryOptions({ queryKey: inquiryKeys.detail(inquiryId), queryFn: () => getInquiry(inquiryId) });
}

export function useInquiry(inquiryId: string) {
  return useQuery(inquiryQueryOptions(inquiryId));
}
