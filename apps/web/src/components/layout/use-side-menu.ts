import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 1 section 9: the side menu is open by default from 1200 px and closed below. */
export const SIDE_MENU_BREAKPOINT = 1200;

const isWideWindow = () => window.innerWidth >= SIDE_MENU_BREAKPOINT;

export function useSideMenu() {
  const [isWide, setIsWide] = useState(isWideWindow);
  const [open, setOpen] = useState(isWideWindow);
  // The side of the breakpoint last seen, read by the resize handler itself: a state updater that sets another
  // state may run later, during a render, where that second update is not applied at once.
  const wideSide = useRef(isWide);

  useEffect(() => {
    // Crossing the breakpoint resets the menu; resizing within one side keeps the visitor's choice.
    const onResize = () => {
      const wide = isWideWindow();
      if (wide === wideSide.current) return;
      wideSide.current = wide;
      setIsWide(wide);
      setOpen(wide);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => setOpen(false), []);
  return { open, isWide, openMenu, closeMenu };
}
