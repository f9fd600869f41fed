import { useLayoutEffect, useRef } from 'react';

// Within this many pixels of the end the reader counts as following the conversation.
const NEAR_BOTTOM_PX = 80;
// On a phone the page scrolls: a new message of a few lines below the end still counts as following.
const PAGE_NEAR_END_PX = 400;

/**
 * The thread box keeps the newest message in view (SPEC §2: a 600 px box) while the reader is at the bottom or
 * has just sent something; loading earlier messages above keeps the messages being read where they were.
 */
export function useThreadScroll({ firstKey, lastKey, isLastOwn }: { firstKey: string | undefined; lastKey: string | undefined; isLastOwn: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const distanceFromEndBeforeOlder = useRef<number | null>(null);
  const hasFollowedOnPage = useRef(false);

  function handleScroll() {
    const box = containerRef.current;
    if (!box) return;
    isNearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
  }

  /** Call before fetching earlier messages. */
  function keepPositionWhileLoadingOlder() {
    const box = containerRef.current;
    if (box) distanceFromEndBeforeOlder.current = box.scrollHeight - box.scrollTop;
  }

  useLayoutEffect(() => {
    const box = containerRef.current;
    if (!box || distanceFromEndBeforeOlder.current === null) return;
    box.scrollTop = box.scrollHeight - distanceFromEndBeforeOlder.current;
    distanceFromEndBeforeOlder.current = null;
  }, [firstKey]);

  useLayoutEffect(() => {
    const box = containerRef.current;
    if (!box || !lastKey) return;
    // On a phone the thread is no scrolling box (issue 25): the page follows the newest message instead, on
    // opening, after sending, and while the reader is near the end of the page.
    if (getComputedStyle(box).overflowY === 'visible') {
      const page = document.documentElement;
      const isPageNearEnd = page.scrollHeight - window.scrollY - window.innerHeight < PAGE_NEAR_END_PX;
      if (!hasFollowedOnPage.current || isLastOwn || isPageNearEnd) window.scrollTo({ top: page.scrollHeight });
      hasFollowedOnPage.current = true;
      return;
    }
    if (isNearBottom.current || isLastOwn) {
      box.scrollTop = box.scrollHeight;
      isNearBottom.current = true;
    }
  }, [lastKey, isLastOwn]);

  return { containerRef, handleScroll, keepPositionWhileLoadingOlder };
}
