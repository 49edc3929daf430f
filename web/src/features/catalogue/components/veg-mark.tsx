import type { FoodType } from '@tiffin/shared/api/catalogue';
import { FOOD_TYPE_LABELS } from './food-type-badge';
import classes from './veg-mark.module.css';

/**
 * India's food mark: a green square with a dot for veg, a brown one with a triangle for non-veg. An image named by
 * its label, so a screen reader says 'Veg' where the eye sees the mark.
 */
export function VegMark({ type }: { type: FoodType }) {
  const label = FOOD_TYPE_LABELS[type];
  return (
    <span role="img" aria-label={label} title={label} data-food-type={type} className={classes.mark}>
      <span className={classes.symbol} aria-hidden />
    </span>
  );
}
