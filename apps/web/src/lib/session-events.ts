/** Lets the HTTP client tell the auth state that the session ended (refresh failed) without importing React. */
type SessionListener = () => void;

const endedListeners = new Set<SessionListener>();
const clearedListeners = new Set<SessionListener>();

const subscribe = (listeners: Set<SessionListener>, listener: SessionListener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const onSessionEnded = (listener: SessionListener) => subscribe(endedListeners, listener);

export const notifySessionEnded = () => {
  for (const listener of endedListeners) listener();
};

/**
 * Signing out, or a session that ended, drops what was loaded for it: the signed-in shell's query cache listens
 * here, so the auth state (part of the first load) never imports TanStack Query.
 */
export const onSessionCleared = (listener: SessionListener) => subscribe(clearedListeners, listener);

export const notifySessionCleared = () => {
  for (const listener of clearedListeners) listener();
};
