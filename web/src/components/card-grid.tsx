import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import classes from './card-grid.module.css';

interface CardGridProps<T> {
  items: T[];
  getKey: (item: T) => string;
  /** Draws one card; `index` is its place in the list (the first may load its picture first). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for assistive technology and tests. */
  label: string;
  busy?: boolean;
  /** `rows`: compact rows (a dish's words beside its photo), one column on a phone, two from a tablet up. */
  layout?: 'cards' | 'rows';
}

/**
 * A responsive list of cards: one column on a phone, four on a wide screen (rows: two). Plain elements and a CSS module rather
 * than Mantine's SimpleGrid: the grid and its placeholder render several times as a page's data lands, and each
 * SimpleGrid wrote a <style> of its own into the page, which the browser restyled the whole page for.
 */
export function CardGrid<T>({ items, getKey, renderItem, label, busy = false, layout = 'cards' }: CardGridProps<T>) {
  // The cards render in a transition, which React splits into short slices between frames, not in the one
  // synchronous render a query's answer triggers (two dozen cards at once were the home page's longest tasks,
  // Lighthouse's total blocking time). The skeleton holds their place until then.
  const shown = useDeferredValue<T[] | null>(items, null);
  if (shown === null) return <CardGridSkeleton count={Math.min(Math.max(items.length, 1), 4)} layout={layout} />;

  return (
    <ul aria-label={label} aria-busy={busy} className={layout === 'rows' ? classes.rows : classes.grid}>
      {shown.map((item, index) => (
        <li key={getKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}

/**
 * The class that makes a placeholder pulse as one element: its Skeletons take `animate={false}`, since an animation per
 * bone sends an animationiteration event per bone and cycle, each one a task React dispatches.
 */
export const placeholderPulse = classes.pulse!;

interface CardGridSkeletonProps {
  count?: number;
  imageHeight?: number;
  layout?: 'cards' | 'rows';
}

/** Grey cards in the grid's place while its data loads: a photo and three lines each, hidden from screen readers. */
export function CardGridSkeleton({ count = 4, imageHeight = 150, layout = 'cards' }: CardGridSkeletonProps) {
  const photo = { '--photo-height': `${imageHeight}px` } as CSSProperties;
  if (layout === 'rows') {
    return (
      <div className={`${classes.rows} ${classes.pulse}`} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={classes.rowBone}>
            <div className={classes.rowText}>
              <div className={`${classes.bone} ${classes.title}`} />
              <div className={classes.bone} style={{ width: '40%' }} />
              <div className={classes.bone} style={{ width: '80%' }} />
            </div>
            <div className={`${classes.bone} ${classes.rowPhoto}`} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={`${classes.grid} ${classes.pulse}`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.card}>
          <div className={`${classes.bone} ${classes.photo}`} style={photo} />
          <div className={`${classes.bone} ${classes.title}`} />
          <div className={classes.bone} style={{ width: '50%' }} />
          <div className={classes.bone} style={{ width: '35%' }} />
        </div>
      ))}
    </div>
  );
}
