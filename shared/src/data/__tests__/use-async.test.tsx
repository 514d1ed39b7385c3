import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useAsync } from '../use-async';

describe('data loaded by a component', () => {
  it('is loading, then holds what the load answered', async () => {
    const load = vi.fn(async () => ['42/2026']);
    const { result } = renderHook(() => useAsync(load, ['nl']));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual(['42/2026']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts with the data it was drawn with, and loads again only when what it depends on changes', async () => {
    const load = vi.fn(async () => ['43/2026']);
    const { result, rerender } = renderHook(({ locale }) => useAsync(load, [locale], { data: ['42/2026'] }), {
      initialProps: { locale: 'nl' },
    });
    expect(result.current).toMatchObject({ status: 'success', data: ['42/2026'] });
    expect(load).not.toHaveBeenCalled();

    rerender({ locale: 'fr' });
    await waitFor(() => expect(result.current.data).toEqual(['43/2026']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
