// The footer's newsletter form sent without the script (issue 24): the server answers with a redirect back to the
// page it was sent from, naming the outcome in the query; the footer, drawn by the server, says it. A code, never
// text, travels, so no link can make a page say something of its own. No zod here: the footer loads before
// hydration (ADR 0018).
import { inAppPathOrNull, paths } from './routes.ts';

/** The query parameter naming what became of a newsletter form sent without the script. */
export const NEWSLETTER_FORM_PARAM = 'subscription';
/** The form's field naming the page to come back to. */
export const NEWSLETTER_BACK_FIELD = 'back';

// The toasts the form shows with its script: "Almost there!" on success, "Error subscribing" on failure.
const notices = {
  pending: { isError: false, title: 'Almost there!', description: 'Please check your email and click the link to confirm your subscription.' },
  invalid: { isError: true, title: 'Error subscribing', description: 'Enter a valid email address' },
  'rate-limited': { isError: true, title: 'Error subscribing', description: 'Too many newsletter sign-ups from your network. Please try again later.' },
  failed: { isError: true, title: 'Error subscribing', description: 'Subscribing could not be completed. Please try again shortly.' },
} as const;

export type NewsletterFormOutcome = keyof typeof notices;
export type NewsletterFormNotice = (typeof notices)[NewsletterFormOutcome];

export function newsletterFormOutcomeFor(status: number): NewsletterFormOutcome {
  if (status < 300) return 'pending';
  if (status === 400) return 'invalid';
  if (status === 429) return 'rate-limited';
  return 'failed';
}

export const isNewsletterFormOutcome = (text: string): text is NewsletterFormOutcome => Object.hasOwn(notices, text);

/** The notice a page's query names, or null. */
export function newsletterFormNotice(searchParams: URLSearchParams): NewsletterFormNotice | null {
  const outcome = searchParams.get(NEWSLETTER_FORM_PARAM);
  return outcome !== null && isNewsletterFormOutcome(outcome) ? notices[outcome] : null;
}

/** Back to the in-app page the form was sent from (else home), with the outcome in its query. */
export function newsletterFormLanding(back: unknown, outcome: NewsletterFormOutcome): string {
  const page = new URL(inAppPathOrNull(back) ?? paths.home, 'http://localhost');
  page.searchParams.set(NEWSLETTER_FORM_PARAM, outcome);
  return `${page.pathname}${page.search}`;
}
