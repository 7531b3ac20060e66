import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

interface ScrollBoxProps {
  /** What the box holds, e.g. a table's caption: the region is named "<label>, scrolls sideways". */
  label: string;
  /** The box's classes; its CSS gives it `overflow-x: auto` (and `position: relative`). */
  className: string;
  children: ReactNode;
}

/**
 * A box whose content (a table) may be wider than the column: the content scrolls sideways
 * inside it, never the page. While it does, the box is a named region in the Tab order, so a
 * keyboard can scroll it too (and axe's scrollable-region-focusable holds); while it fits, it
 * adds neither a Tab stop nor a landmark.
 */
export function ScrollBox({ label, className, children }: ScrollBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useSidewaysOverflow(ref);
  return (
    <div
      ref={ref}
      className={className}
      {...(scrolls && { role: 'region', 'aria-label': `${label}, scrolls sideways`, tabIndex: 0 })}
    >
      {children}
    </div>
  );
}

/**
 * True while the element's content is wider than the element. Followed with a ResizeObserver on
 * the element and its first child, so new rows, hidden columns, a resized window and a
 * <details> opening all count; false where ResizeObserver is missing. The observer's first
 * notice, after layout and before paint, gives the first measure: measuring in the effect would
 * force a layout in the middle of React's commit.
 */
function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
