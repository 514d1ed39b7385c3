import { describe, expect, it } from 'vitest';
import * as exposedWidgets from '../widgets';

describe('the media section exposes ./widgets', () => {
  it('as widgets with an id whose component and data loader load on demand', async () => {
    expect(exposedWidgets.widgets.map((widget) => widget.id)).toEqual(['latest-press-releases']);
    for (const widget of exposedWidgets.widgets) {
      const loaded = await widget.load();
      expect(typeof loaded.default).toBe('function');
      expect(typeof loaded.loadData).toBe('function');
    }
  });
});
