import type { ReactNode } from 'react';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

/** Layout of the long-form pages (about, terms, privacy): one h1, a date line, readable text. */
export function LegalDocument({
  title,
  lastUpdated,
  children,
}: {
  title: string;
  lastUpdated?: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-12">
      <PageHeader title={title} description={lastUpdated ? `Last updated: ${lastUpdated}` : undefined} />
      <div className="prose-content">{children}</div>
    </PageContainer>
  );
}
