import { useEffect } from 'react';

/**
 * Calls `onShown` once it is on view: inside a Suspense boundary beside other content, that is when the content
 * has come in (never while it is suspended), after that content's own effects.
 */
export function OnShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}
