import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: in-app navigation (a link, Back) is held by the router's blocker,
 * for the caller to confirm; a reload or closing the tab gets the browser's own "Leave site?" prompt.
 */
export function useLeaveWarning(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
  return blocker;
}
