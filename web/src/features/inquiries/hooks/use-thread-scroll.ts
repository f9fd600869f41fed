import { useLayoutEffect, useRef } from 'react';

// Within this many pixels of the end the reader counts as following the conversation.
const NEAR_BOTTOM_PX = 80;

/**
 * The thread box keeps the newest message in view (SPEC §2: a 600 px box) while the reader is at the bottom or
 * has just sent something; loading earlier messages above keeps the messages being read where they were.
 */
export function useThreadScroll({ firstKey, lastKey, isLastOwn }: { firstKey: string | undefined; lastKey: string | undefined; isLastOwn: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const distanceFromEndBeforeOlder = useRef<number | null>(null);

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
    if (isNearBottom.current || isLastOwn) {
      box.scrollTop = box.scrollHeight;
      isNearBottom.current = true;
    }
  }, [lastKey, isLastOwn]);

  return { containerRef, handleScroll, keepPositionWhileLoadingOlder };
}
