interface NavigatorWithUserAgentData {
  userAgentData?: { platform?: string };
}

/** Apple keyboards say ⌘ where others say Ctrl; the shortcut is both either way (use-search-shortcuts). */
const isApplePlatform = () => {
  const platform =
    (navigator as NavigatorWithUserAgentData).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
};

/** The palette's shortcut as this computer's keyboard writes it: '⌘K' on a Mac, 'Ctrl K' elsewhere. */
export const paletteShortcutLabel = () => (isApplePlatform() ? '⌘K' : 'Ctrl K');
