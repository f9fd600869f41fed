import { useEffect } from 'react';

export const BRAND_NAME = 'BizBazaar';

/** Sets the tab title as "{Page} · BizBazaar" while the calling page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} · ${BRAND_NAME}`;
  }, [pageTitle]);
}
