import { parseIndianAmount, parseSignedIndianAmount } from '@common/indian-amount.ts';
import { formatInr } from '@common/money.ts';

/**
 * "= ₹50,00,000": the amount a money field understood from "50 lakh" (issue 24); nothing while it is empty.
 * With `isSigned`, a minus is read too (a loss).
 */
export function AmountHint({ id, text, isSigned = false }: { id: string; text: string; isSigned?: boolean }) {
  const paise = text.trim() === '' ? null : (isSigned ? parseSignedIndianAmount : parseIndianAmount)(text);
  const hint = text.trim() === '' ? '' : paise === null ? 'Enter an amount such as 50 lakh or 1.5 Cr' : `= ${formatInr(paise)}`;
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
      {hint}
    </p>
  );
}
