import { expect, it } from 'vitest';
import { latestDigestSlot } from '../../src/search-alerts/schedule.js';

it('puts the daily digest at the hour of Brussels, in winter and in summer time', () => {
  // 7 o'clock in Brussels is 06:00 UTC in winter, 05:00 UTC in summer.
  expect(latestDigestSlot(Date.parse('2026-11-28T06:30:00Z'), 7)).toBe('2026-11-28T06:00:00.000Z');
  expect(latestDigestSlot(Date.parse('2026-11-28T05:59:00Z'), 7)).toBe('2026-11-27T06:00:00.000Z');
  expect(latestDigestSlot(Date.parse('2026-07-01T05:00:00Z'), 7)).toBe('2026-07-01T05:00:00.000Z');
});
