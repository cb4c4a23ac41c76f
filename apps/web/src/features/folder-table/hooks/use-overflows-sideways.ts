import { type RefObject, useEffect, useState } from 'react';

/** True while content `contentWidth` pixels wide is wider than the element (so it scrolls sideways). */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>, contentWidth: number) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(contentWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, contentWidth]);
  return overflows;
}
