/** Which arrow keys move along a row of controls (the menu bar) or a column (the links of an open menu). */
export type Orientation = 'horizontal' | 'vertical';

const KEYS: Record<Orientation, { next: string; previous: string }> = {
  horizontal: { next: 'ArrowRight', previous: 'ArrowLeft' },
  vertical: { next: 'ArrowDown', previous: 'ArrowUp' },
};

/**
 * Where an arrow key, Home or End moves the focus among `items`: to the next or previous one (going round at
 * the ends), the first or the last. Undefined for any other key, which then keeps its usual meaning.
 */
export function arrowKeyTarget<T>(
  items: readonly T[],
  current: T | null,
  key: string,
  orientation: Orientation,
): T | undefined {
  if (items.length === 0) return undefined;
  const index = current === null ? -1 : items.indexOf(current);
  const { next, previous } = KEYS[orientation];
  switch (key) {
    case next:
      return items[(index + 1) % items.length];
    case previous:
      return items[index <= 0 ? items.length - 1 : index - 1];
    case 'Home':
      return items[0];
    case 'End':
      return items[items.length - 1];
    default:
      return undefined;
  }
}
