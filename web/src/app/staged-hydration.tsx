// A server-rendered page hydrates in stages (ADR 0041): the frame first, then the page in a pass of its own,
// then the parts below the fold once the browser is idle. React hydrates each Suspense boundary of the server's
// markup in its own render and commit, and a boundary whose content waits keeps the server's markup (it still
// reads, its links and forms still work natively) until its turn, so no single task hydrates the whole page.
import { Suspense, use, useEffect, useId, type ReactNode } from 'react';

// The server renders every part at once.
const isServer = typeof window === 'undefined';
let laterPartsReleased = isServer;
let releaseLaterParts = () => undefined as void;
const laterPartsTurn = new Promise<void>((resolve) => {
  releaseLaterParts = () => {
    laterPartsReleased = true;
    resolve();
  };
});

/** The boundaries the first hydration met that have not hydrated yet. */
const waiting = new Set<string>();
let isShellHydrated = false;

/**
 * The mark the browser journeys wait for before they click (`<html data-hydrated>`): set once every part of the
 * page responds, not when the frame alone does.
 */
function markHydratedWhenAllArrived() {
  if (isShellHydrated && waiting.size === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The app's root effect calls this once the frame has hydrated (or was rendered in the browser): the later parts may follow. */
export function onShellHydrated() {
  isShellHydrated = true;
  // A phone may never be idle while a page keeps it busy: the later parts hydrate within a second anyway.
  if ('requestIdleCallback' in window) requestIdleCallback(releaseLaterParts, { timeout: 1000 });
  else setTimeout(releaseLaterParts, 200);
  markHydratedWhenAllArrived();
}

/** A page the browser renders itself (no server markup) has nothing to stage: its later parts render at once. */
export function renderEverythingNow() {
  releaseLaterParts();
}

function WaitForTurn() {
  if (!laterPartsReleased) use(laterPartsTurn);
  return null;
}

function Arrived({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    markHydratedWhenAllArrived();
  }, [id]);
  return null;
}

/**
 * Hydrates its children in a pass of their own; `whenIdle`, only after the frame and the page have and the
 * browser is idle (for parts below the fold). Place it in a component that does not re-render while the page
 * hydrates (a memo() with no props): an update that reaches a boundary before it hydrated makes React render it
 * afresh (showing nothing meanwhile) instead of hydrating it.
 */
export function HydrationBoundary({ whenIdle = false, children }: { whenIdle?: boolean; children: ReactNode }) {
  const id = useId();
  // Rendered during the first hydration, before its boundary's content: counted until that content arrives.
  if (!isShellHydrated && !isServer) waiting.add(id);
  // The fallback never shows over server markup: a boundary that waits while hydrating keeps what the server drew.
  return (
    <Suspense fallback={null}>
      {whenIdle && <WaitForTurn />}
      {children}
      <Arrived id={id} />
    </Suspense>
  );
}
