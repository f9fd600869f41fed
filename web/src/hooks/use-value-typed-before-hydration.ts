import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a field of a server-rendered page (issue 24, ADR 0030): what the visitor typed before the page hydrated is
 * in the field but not in React's state (a controlled field's next render would reset it) nor known to the page
 * (an uncontrolled one, such as the search box). Right after hydration this hands the field's text to `adopt`,
 * when it differs from the value the field was rendered with. A field rendered in the browser holds that value
 * and nothing happens. The one way for every field of a form that works before its script.
 *
 * The text is read in a layout effect, before any later render can write the state's value over it, and handed
 * over in a passive effect: `adopt` may navigate (the search box tells the browse page, which writes the URL),
 * and react-router ignores a navigation asked for before its own layout effects have run.
 */
export function useValueTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (typed: string) => void,
  renderedValue = '',
): void {
  // Once, at mount: afterwards the field's changes reach the state through its own handlers.
  const typedAtMount = useRef<string | null>(null);
  useLayoutEffect(() => {
    typedAtMount.current ??= ref.current?.value ?? '';
    // Only at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const isAdopted = useRef(false);
  useEffect(() => {
    if (isAdopted.current) return;
    isAdopted.current = true;
    const typed = typedAtMount.current;
    if (typed !== null && typed !== renderedValue) adopt(typed);
    // Only at mount, with the rendered value and the callback of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
