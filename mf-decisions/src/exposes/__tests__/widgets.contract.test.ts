import { describe, expect, it } from 'vitest';
import { setUpSectionI18n } from '../../test-support/i18n';
import { widgets } from '../widgets';

describe('the decisions section exposes ./widgets', () => {
  it('as widgets with an id whose component and data loader are loaded on demand', async () => {
    setUpSectionI18n('fr');
    expect(widgets.map((widget) => widget.id)).toEqual(['latest-judgments', 'next-hearings']);
    for (const widget of widgets) {
      const module = await widget.load();
      expect(typeof module.default).toBe('function');
      expect(typeof module.loadData).toBe('function');
    }
  });
});
