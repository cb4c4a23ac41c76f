import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';

/** A navigation quicker than this shows nothing: the bar is for a screen whose code is still on its way. */
export const SHOW_PROGRESS_AFTER_MS = 150;

/**
 * A thin bar across the top of the window while a link's screen loads (its code on a first visit), so a click
 * answers at once even when the next screen does not.
 */
export function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setWaited(true), SHOW_PROGRESS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [pending]);
  if (!pending || !waited) return null;
  return (
    <div
      role="progressbar"
      aria-label={SCREEN_TEXTS.openingPage}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20 print:hidden"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-primary motion-reduce:animate-none" />
    </div>
  );
}
