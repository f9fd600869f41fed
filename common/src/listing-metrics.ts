// The figures a buyer reads first (issue 25): margin and the asking multiple, computed one way for the cards, the
// listing page and anything else that shows them. The browse sort and filter read the same multiple from the
// database's asking_multiple column (ADR 0036), which divides the same two numbers.

export interface ListingFigures {
  /** Paise. */
  askingPrice: number;
  /** Yearly revenue in paise; null when the seller did not give it. */
  revenue: number | null;
  /** Yearly profit in paise; null when not given, negative for a loss. */
  profit: number | null;
}

export interface ListingMetrics {
  /** Profit ÷ revenue (0.25 for 25 %), or null when either is missing or revenue is not positive. */
  margin: number | null;
  /** Asking price ÷ profit (3.5 for "3.5×"), or null when profit is missing or not positive. */
  askingMultiple: number | null;
}

export function listingMetrics({ askingPrice, revenue, profit }: ListingFigures): ListingMetrics {
  const margin = profit !== null && revenue !== null && revenue > 0 ? profit / revenue : null;
  const askingMultiple = profit !== null && profit > 0 ? askingPrice / profit : null;
  return { margin, askingMultiple };
}

/** "25%", "-12.5%": a margin to one decimal at most. */
export function formatMargin(margin: number): string {
  return `${trimNumber(margin * 100, 1)}%`;
}

/** "3.5×", "12×": an asking multiple to one decimal at most (two below 1, so a bargain does not read "0×"). */
export function formatMultiple(multiple: number): string {
  return `${trimNumber(multiple, multiple < 1 ? 2 : 1)}×`;
}

function trimNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
