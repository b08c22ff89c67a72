import { act } from '@testing-library/react';

/** jsdom's window is 1024 px wide; tests set the width they need (and may fire the resize). */
export const setWindowWidth = (width: number, { fireResize = false } = {}) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  if (fireResize) act(() => void window.dispatchEvent(new Event('resize')));
};
