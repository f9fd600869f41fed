// An indicative valuation range from a listing's profit and revenue (ARCHITECTURE §7: Get Valuation). The
// multiples are typical asking multiples for Indian SMEs by sector; they are a rough guide, not advice.
export interface SectorMultiples {
  /** Enterprise value as a multiple of annual profit (SDE/EBITDA for a small business). */
  profit: readonly [low: number, high: number];
  /** Used when there is no profit figure, or the business makes a loss. */
  revenue: readonly [low: number, high: number];
}

const defaultMultiples: SectorMultiples = { profit: [2, 4], revenue: [0.3, 0.8] };

export const sectorMultiples: Record<string, SectorMultiples> = {
  technology: { profit: [4, 8], revenue: [1.5, 4] },
  'retail-ecommerce': { profit: [2, 4], revenue: [0.3, 1] },
  'food-beverage': { profit: [2, 3.5], revenue: [0.3, 0.7] },
  manufacturing: { profit: [3, 5], revenue: [0.5, 1.2] },
  services: { profit: [2.5, 4.5], revenue: [0.5, 1.2] },
  healthcare: { profit: [3.5, 6], revenue: [1, 2.5] },
  education: { profit: [3, 5], revenue: [0.8, 2] },
  pharmacy: { profit: [2.5, 4], revenue: [0.3, 0.6] },
  logistics: { profit: [2.5, 4.5], revenue: [0.4, 1] },
};

export type ValuationBasis = 'profit' | 'revenue';

export interface ValuationEstimate {
  /** Paise. */
  low: number;
  /** Paise. */
  high: number;
  basis: ValuationBasis;
  multiples: readonly [number, number];
}

export const VALUATION_DISCLAIMER =
  'This is an indicative range based on typical sector multiples. It is not financial advice or a formal valuation.';

/** Null when the listing gives neither a positive profit nor revenue to work from. */
export function estimateValuation(input: { profit: number | null; revenue: number | null; categorySlug: string | null }): ValuationEstimate | null {
  const multiples = (input.categorySlug && sectorMultiples[input.categorySlug]) || defaultMultiples;
  if (input.profit !== null && input.profit > 0) {
    return { low: Math.round(input.profit * multiples.profit[0]), high: Math.round(input.profit * multiples.profit[1]), basis: 'profit', multiples: multiples.profit };
  }
  if (input.revenue !== null && input.revenue > 0) {
    return { low: Math.round(input.revenue * multiples.revenue[0]), high: Math.round(input.revenue * multiples.revenue[1]), basis: 'revenue', multiples: multiples.revenue };
  }
  return null;
}
