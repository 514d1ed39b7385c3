import { describe, expect, it } from 'vitest';
import { arrowKeyTarget } from '../arrow-key-focus';

const items = ['a', 'b', 'c'];

describe('arrowKeyTarget', () => {
  it('moves down a column and up again, going round at the ends', () => {
    expect(arrowKeyTarget(items, 'a', 'ArrowDown', 'vertical')).toBe('b');
    expect(arrowKeyTarget(items, 'c', 'ArrowDown', 'vertical')).toBe('a');
    expect(arrowKeyTarget(items, 'a', 'ArrowUp', 'vertical')).toBe('c');
  });

  it('moves along a row with Left and Right only', () => {
    expect(arrowKeyTarget(items, 'b', 'ArrowRight', 'horizontal')).toBe('c');
    expect(arrowKeyTarget(items, 'b', 'ArrowLeft', 'horizontal')).toBe('a');
    expect(arrowKeyTarget(items, 'b', 'ArrowDown', 'horizontal')).toBeUndefined();
  });

  it('goes to the first and the last with Home and End', () => {
    expect(arrowKeyTarget(items, 'b', 'Home', 'vertical')).toBe('a');
    expect(arrowKeyTarget(items, 'b', 'End', 'horizontal')).toBe('c');
  });

  it('starts at the first (or, backwards, the last) when the focus is not yet among the items', () => {
    expect(arrowKeyTarget(items, null, 'ArrowDown', 'vertical')).toBe('a');
    expect(arrowKeyTarget(items, 'x', 'ArrowUp', 'vertical')).toBe('c');
  });

  it('leaves every other key alone, and has nowhere to go in an empty list', () => {
    expect(arrowKeyTarget(items, 'a', 'Tab', 'vertical')).toBeUndefined();
    expect(arrowKeyTarget([], null, 'ArrowDown', 'vertical')).toBeUndefined();
  });
});
