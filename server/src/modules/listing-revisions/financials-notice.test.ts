// Issue 24 (ADR 0031): which applied change earns "Price reduced" or "Updated", and for how long cards show it.
import { describe, expect, it } from 'vitest';
import { FINANCIALS_NOTICE_DAYS } from '@common/listing-change-notices.ts';
import { financialsNoticeOf } from '../listings/listings.presenter.ts';
import { financialsColumns, financialsNoticeForChange } from './financials-change.ts';

const LAKH = 1_00_000 * 100;
const DAY = 24 * 60 * 60 * 1000;
const figures = { askingPrice: 35 * LAKH, revenue: 80 * LAKH, profit: 12 * LAKH };

describe('the notice a change earns', () => {
  it('is "price_reduced" for a lower asking price, whatever else changed', () => {
    expect(financialsNoticeForChange(figures, { ...figures, askingPrice: 33 * LAKH, revenue: 90 * LAKH })).toBe('price_reduced');
  });

  it('is "updated" for a higher price or other figures, and none when the figures stay', () => {
    expect(financialsNoticeForChange(figures, { ...figures, askingPrice: 40 * LAKH })).toBe('updated');
    expect(financialsNoticeForChange(figures, { ...figures, profit: null })).toBe('updated');
    expect(financialsNoticeForChange(figures, { ...figures })).toBeNull();
  });

  it('keeps the price before a cut, and only for a cut', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(financialsColumns(figures, 'price_reduced', now)).toEqual({ previousAskingPrice: 35 * LAKH, financialsChangedAt: now });
    expect(financialsColumns(figures, 'updated', now)).toEqual({ previousAskingPrice: null, financialsChangedAt: now });
    expect(financialsColumns(figures, null, now)).toEqual({});
  });
});

describe('how long it shows', () => {
  const changedAt = new Date('2026-11-01T00:00:00Z');
  const cut = { askingPrice: 33 * LAKH, previousAskingPrice: 35 * LAKH, financialsChangedAt: changedAt };

  it(`shows for ${FINANCIALS_NOTICE_DAYS} days, then no more`, () => {
    expect(financialsNoticeOf(cut, changedAt.getTime() + FINANCIALS_NOTICE_DAYS * DAY)).toBe('price_reduced');
    expect(financialsNoticeOf(cut, changedAt.getTime() + FINANCIALS_NOTICE_DAYS * DAY + 1)).toBeNull();
    expect(financialsNoticeOf({ ...cut, previousAskingPrice: null }, changedAt.getTime() + DAY)).toBe('updated');
    expect(financialsNoticeOf({ ...cut, financialsChangedAt: null })).toBeNull();
  });
});
