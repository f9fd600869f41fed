import { CheckCircle2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ListingDetail } from '@common/listings.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { UserText } from '@/components/user-text';
import { ListingValuation } from './listing-valuation';

type Fact = { term: string; value: string | null };

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {facts
        .filter((fact): fact is { term: string; value: string } => fact.value !== null)
        .map(({ term, value }) => (
          <div key={term} className="border-t border-border pt-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="mt-1 font-semibold break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Below the page's first screen on a phone; laid out only when scrolled near (ADR 0045).
    <Card className="drawn-near-screen-[400px]">
      <CardHeader className="pb-4">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * SPEC §2 Listing detail: the cards of the main column; each appears only when it has something to show. The
 * money figures are in the metrics strip at the top of the page (issue 25: each shown once); Financials adds
 * what the business is and the indicative valuation, inline.
 */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const valuationHeadingId = useId();
  const businessFacts: Fact[] = [
    { term: 'Business Type', value: listing.businessType },
    { term: 'Established', value: listing.establishedYear === null ? null : String(listing.establishedYear) },
    { term: 'Employees', value: listing.employeesCount === null ? null : formatCount(listing.employeesCount) },
  ];
  const hasAssets = listing.assetsIncluded.length > 0;

  return (
    <div className="grid gap-6">
      <Section title="About This Business">
        {/* Sellers write paragraphs; keep their line breaks. */}
        <UserText className="leading-7 break-words whitespace-pre-line">{listing.description}</UserText>
      </Section>

      <Section title="Financials">
        <div className="grid gap-6">
          {businessFacts.some((fact) => fact.value !== null) && <FactList facts={businessFacts} />}
          <ListingValuation listing={listing} headingId={valuationHeadingId} />
        </div>
      </Section>

      {(hasAssets || listing.liabilities) && (
        <Section title="Assets & Liabilities">
          <div className="grid gap-6">
            {hasAssets && (
              <div>
                <h3 className="mb-3 font-semibold">Assets Included</h3>
                <ul className="grid gap-2">
                  {listing.assetsIncluded.map((asset) => (
                    <li key={asset} className="flex items-start gap-2">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      <span className="break-words">{asset}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {listing.liabilities && (
              <div>
                <h3 className="mb-2 font-semibold">Liabilities/Debts</h3>
                <UserText className="break-words whitespace-pre-line">{listing.liabilities}</UserText>
              </div>
            )}
          </div>
        </Section>
      )}

      {listing.reasonForSelling && (
        <Section title="Reason for Selling">
          <UserText className="break-words whitespace-pre-line">{listing.reasonForSelling}</UserText>
        </Section>
      )}
    </div>
  );
}
