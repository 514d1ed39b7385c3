import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('back to top', () => {
  beforeEach(() => {
    useConsentStore.setState({ status: 'accepted' });
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => scrollTo(0));

  it('appears only after more than 300 px of scrolling', () => {
    renderLayout('/en');
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls smoothly to the top and moves the focus to the main content', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderLayout('/nl');
    scrollTo(900);
    await user.click(screen.getByRole('button', { name: 'Terug naar boven' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation when reduced motion is asked for', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    renderLayout('/en');
    scrollTo(900);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
