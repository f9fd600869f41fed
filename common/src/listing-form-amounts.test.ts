import { describe, expect, it } from 'vitest';
import { listingFormSchema, type ListingFormValues } from './listings.ts';

const form = (money: Pick<ListingFormValues, 'askingPrice' | 'revenue' | 'profit'>): ListingFormValues => ({
  title: 'Chai stall',
  categoryId: '00000000-0000-4000-8000-000000000001',
  description: 'A busy stall.',
  businessType: '',
  location: 'Pune',
  establishedYear: '',
  employeesCount: '',
  reasonForSelling: '',
  assetsIncluded: [],
  liabilities: '',
  contactEmail: '',
  contactPhone: '',
  websiteUrl: '',
  ...money,
});

describe('listing form money fields', () => {
  it('take lakh, crore and Indian commas, and a loss with a minus, as exact paise', () => {
    const parsed = listingFormSchema.parse(form({ askingPrice: '45 lakh', revenue: '1.2 Cr', profit: '-2,50,000' }));
    expect([parsed.askingPrice, parsed.revenue, parsed.profit]).toEqual([45_00_000_00, 1_20_00_000_00, -2_50_000_00]);
  });

  it('refuse what names no amount', () => {
    expect(listingFormSchema.safeParse(form({ askingPrice: 'a lot', revenue: '', profit: '' })).success).toBe(false);
  });
});
