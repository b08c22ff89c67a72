/** Lets the HTTP client tell the auth state that the session ended (refresh failed) without importing React. */
type SessionEndedListener = () => void;

const listeners = new Set<SessionEndedListener>();

export const onSessionEnded = (listener: SessionEndedListener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const notifySessionEnded = () => {
  for (const listener of listeners) listener();
};
