// How features use the tab's one realtime socket (ARCHITECTURE §6): listen for event types, follow rooms while
// mounted. The socket itself is held by <RealtimeConnection> in the app shell while a user is signed in.
import { useEffect, useEffectEvent } from 'react';
import type { RealtimeEvent, RealtimeEventType } from '@common/realtime.ts';
import { realtimeClient } from './realtime-connection';

/**
 * Calls onEvent for every event of these types this tab receives (its user's room always; rooms followed with
 * useRealtimeRoom). A message.created or notification.created with an id already seen is delivered once.
 */
export function useRealtimeEvent(types: readonly RealtimeEventType[], onEvent: (event: RealtimeEvent) => void): void {
  const handleEvent = useEffectEvent(onEvent);
  // Callers usually pass an array literal: listen again only when the set of types really changes.
  const typesKey = [...types].sort().join(' ');
  useEffect(() => {
    const wanted = new Set(typesKey.split(' '));
    return realtimeClient.listen((event) => {
      if (wanted.has(event.type)) handleEvent(event);
    });
  }, [typesKey]);
}

/** Follows a room (e.g. inquiryRoom(id)) while the calling component is mounted; followed again after every reconnect; undefined = nothing. */
export function useRealtimeRoom(room: string | undefined): void {
  useEffect(() => {
    if (room === undefined) return;
    return realtimeClient.follow(room);
  }, [room]);
}

/** Mounted once in the app shell: holds the tab's one socket while a user is signed in, closes it on sign-out. */
export function RealtimeConnection({ isSignedIn }: { isSignedIn: boolean }): null {
  useEffect(() => {
    if (!isSignedIn) return;
    realtimeClient.start();
    return () => realtimeClient.stop();
  }, [isSignedIn]);
  return null;
}
