import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Props of a windowed list: rows of fixed heights, only those on screen (plus `overscan`) mounted. */
export interface WindowedListProps<T> {
  items: readonly T[];
  /** Height of each row in px (rows differ by kind, e.g. a championship header and a game). */
  rowHeight: (item: T) => number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Rows mounted beyond each edge of the viewport. */
  overscan?: number;
  className?: string;
  label: string;
  testId?: string;
}

/** The viewport height of the first render, before the list is measured (a tall desktop screen). */
const FIRST_RENDER_VIEWPORT_HEIGHT = 1200;

function lowerBound(offsets: Float64Array, value: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A small windowing component: the list scrolls with the page, and only the rows inside the
 * viewport are mounted, so a list of hundreds of games stays as cheap as a screenful.
 */
export function WindowedList<T>({ items, rowHeight, itemKey, renderItem, overscan = 6, className, label, testId }: WindowedListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  // issue 20: the first render is the same on the server and in the browser that hydrates it (a
  // tall screen's height); the effect measures the real viewport right after.
  const [viewport, setViewport] = useState({ top: 0, height: FIRST_RENDER_VIEWPORT_HEIGHT });
  const offsets = new Float64Array(items.length + 1);
  for (let index = 0; index < items.length; index++) offsets[index + 1] = (offsets[index] ?? 0) + rowHeight(items[index] as T);
  const total = offsets[items.length] ?? 0;

  useEffect(() => {
    let frame = 0;
    const measure = (first: boolean) => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const top = Math.max(0, -rect.top);
      const height = window.innerHeight;
      setViewport((current) => {
        if (current.top === top && current.height === height) return current;
        // issue 20: the first measure keeps the rows the first render drew while they cover the
        // screen (a phone's is shorter than the first render's height): dropping the extra rows
        // right after the hydration was a re-render of the list and a deletion of rows
        if (first && top >= current.top && top + height <= current.top + current.height) return current;
        return { top, height };
      });
    };
    // issue 20: the first measure, right after the list mounts (or hydrates), is a transition:
    // rendered in slices after the commit, not as a blocking render of every row in one task.
    // Scrolling re-measures at once.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(() => measure(false));
    };
    startTransition(() => measure(true));
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  const first = Math.max(0, lowerBound(offsets, viewport.top) - 1 - overscan);
  const last = Math.min(items.length, lowerBound(offsets, viewport.top + viewport.height) + overscan);
  const visible: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    visible.push(
      <div key={itemKey(item)} role="listitem" style={{ position: 'absolute', top: offsets[index], left: 0, right: 0, height: rowHeight(item) }}>
        {renderItem(item)}
      </div>,
    );
  }
  return (
    <div ref={ref} role="list" aria-label={label} className={className} data-testid={testId} data-total={items.length} style={{ position: 'relative', height: total }}>
      {visible}
    </div>
  );
}
