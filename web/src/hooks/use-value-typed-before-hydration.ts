import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a controlled field of a server-rendered page: what the visitor typed before the page hydrated is in the
 * field but not in React's state, and the next render would reset it (issue 24). Right after hydration this hands
 * the field's text to `adopt`, so the state takes it over. A field rendered in the browser holds its state's
 * value and nothing happens.
 */
export function useValueTypedBeforeHydration(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, adopt: (typed: string) => void): void {
  // Once, at mount: afterwards the field's changes reach the state through its onChange.
  const isAdopted = useRef(false);
  useLayoutEffect(() => {
    if (isAdopted.current) return;
    isAdopted.current = true;
    const typed = ref.current?.value;
    if (typed) adopt(typed);
  }, [ref, adopt]);
}
