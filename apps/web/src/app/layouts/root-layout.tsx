import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Scrolls to the top on every path change (not on search or hash changes). */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
