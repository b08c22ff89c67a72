import { useCallback, useEffect, useState } from 'react';

/** Spec part 1 section 9: the side menu is open by default from 1200 px and closed below. */
export const SIDE_MENU_BREAKPOINT = 1200;

const isWideWindow = () => window.innerWidth >= SIDE_MENU_BREAKPOINT;

export function useSideMenu() {
  const [isWide, setIsWide] = useState(isWideWindow);
  const [open, setOpen] = useState(isWideWindow);

  useEffect(() => {
    // Crossing the breakpoint resets the menu; resizing within one side keeps the visitor's choice.
    const onResize = () => {
      const wide = isWideWindow();
      setIsWide((wasWide) => {
        if (wasWide !== wide) setOpen(wide);
        return wide;
      });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => setOpen(false), []);
  return { open, isWide, openMenu, closeMenu };
}
