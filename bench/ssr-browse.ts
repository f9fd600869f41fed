// Issue 12: the server-rendered browse page keeps within 1.5x the p99 of the JSON browse it is built from
// (ADR 0018: the page's render asks the same API in-process). Each HTML page is measured right after its
// JSON equivalent, at the same rate, so the two see the same machine; the ratio is printed with the verdict.
export const SSR_P99_RATIO_TARGET = 1.5;

/** JSON browse scenarios of run-bench.ts and the page URL that shows the same listings (same query names). */
const PAGE_FOR_JSON: Record<string, string> = {
  '/api/listings': '/listings',
  // The page's own address leaves out a sort's default order (browseUrl): with it the server answers a redirect.
  '/api/listings?sort=price&order=desc': '/listings?sort=price',
  '/api/listings?category=food-beverage&location=Pune&minPrice=1000000&maxPrice=50000000': '/listings?category=food-beverage&location=Pune&minPrice=1000000&maxPrice=50000000',
};

type Scenario = [name: string, path: string];

/** Whether this build renders pages on the server, or sends the empty shell (no renderer built). */
async function pageKind(url: string): Promise<'SSR' | 'shell'> {
  const html = await (await fetch(`${url}/listings`)).text();
  return html.includes('<div id="root"></div>') ? 'shell' : 'SSR';
}

/** The scenarios with each browse page inserted after its JSON equivalent. */
export async function withBrowsePages(url: string, scenarios: Scenario[]): Promise<Scenario[]> {
  const kind = await pageKind(url);
  return scenarios.flatMap((scenario): Scenario[] => {
    const [name, path] = scenario;
    const page = PAGE_FOR_JSON[path];
    return page ? [scenario, [`${name} (HTML, ${kind})`, page]] : [scenario];
  });
}

interface Measured {
  name: string;
  path?: string;
  p99: number;
}

/** p99(HTML) / p99(JSON) for each pair measured at the fixed rate. */
export function describeBrowsePageRatios(results: Measured[], rate: number): string[] {
  const atRate = (path: string) => results.find((result) => result.path === path && result.name.endsWith(`@ ${rate} req/s`));
  return Object.entries(PAGE_FOR_JSON).flatMap(([jsonPath, pagePath]) => {
    const json = atRate(jsonPath);
    const page = atRate(pagePath);
    if (!json || !page) return [];
    const ratio = page.p99 / json.p99;
    const verdict = ratio <= SSR_P99_RATIO_TARGET ? 'met' : 'NOT MET';
    return [`${pagePath}: p99 ${page.p99.toFixed(1)} ms / ${jsonPath} p99 ${json.p99.toFixed(1)} ms = ${ratio.toFixed(2)}x (target <= ${SSR_P99_RATIO_TARGET}x: ${verdict})`];
  });
}
