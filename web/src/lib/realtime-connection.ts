// The tab's one realtime client (ARCHITECTURE §6, ADR 0011), shared by every feature like the query client.
// After a reconnect or a server resync everything shown refetches; a revoked session, or an attempt refused
// before the socket opened, refetches the session, so the app sees a sign-out.
import { RealtimeClient, type OpenSocket } from '@common/realtime-client.ts';
import { REALTIME_PATH } from '@common/realtime.ts';
import { queryClient } from './query-client';
import { sessionQueryKey } from './query-keys';

function realtimeUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${REALTIME_PATH}`;
}

const openBrowserSocket: OpenSocket = (handlers) => {
  const socket = new WebSocket(realtimeUrl());
  socket.addEventListener('open', () => handlers.onOpen());
  socket.addEventListener('message', (event) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  });
  // A failed attempt fires 'error' and then 'close' (code 1006): the close is what schedules the retry.
  socket.addEventListener('close', (event) => handlers.onClose(event.code));
  return {
    send: (text) => socket.send(text),
    close: () => socket.close(),
  };
};

export const realtimeClient = new RealtimeClient({
  openSocket: openBrowserSocket,
  onResync: () => void queryClient.invalidateQueries(),
  onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  onAttemptRefused: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  onDebug: (message, detail) => console.debug(message, detail),
});
