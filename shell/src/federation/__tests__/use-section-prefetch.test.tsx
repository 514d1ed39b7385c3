import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@court/runtime';
import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { FakeIntersectionObserver, setConnection } from './fake-intersection-observer';

const prefetchSection = vi.fn();
vi.mock('../section-loader', () => ({ prefetchSection: (section: string) => prefetchSection(section) }));
const { useSectionPrefetch } = await import('../use-section-prefetch');

function Page() {
  useSectionPrefetch();
  return (
    <>
      <a href="/nl/court">The Court</a>
      <Link to="/nl/rule">Rules</Link>
      <a href="/nl/judgments">Judgments</a>
    </>
  );
}

const linkTo = (path: string) => document.querySelector(`a[href="${path}"]`)!;

function renderPage(url: string) {
  renderRoutes(
    [
      { index: true, element: <Page /> },
      { path: '*', element: <Page /> },
    ],
    { url },
  );
}

describe('prefetch of the sections the links in view lead to, once the page is idle', () => {
  beforeEach(() => {
    setUpTestI18n('nl');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    FakeIntersectionObserver.install();
    prefetchSection.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConnection(undefined);
  });

  it('watches the links only after 2 s, then fetches the sections of those in view', () => {
    renderPage('/nl/judgments');
    act(() => vi.advanceTimersByTime(1999));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    const observer = FakeIntersectionObserver.last!;
    observer.show(linkTo('/nl/court'), 1);
    observer.show(linkTo('/nl/rule'), 0.6);
    expect(prefetchSection.mock.calls).toEqual([['court'], ['rules']]);
  });

  it("does not fetch the page's own section again", () => {
    renderPage('/nl/judgments');
    act(() => vi.advanceTimersByTime(2000));
    expect(FakeIntersectionObserver.last!.observed.has(linkTo('/nl/judgments'))).toBe(false);
  });

  it('fetches nothing with data saver on or on a 2g connection', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    renderPage('/nl/judgments');
    act(() => vi.advanceTimersByTime(5000));
    setConnection({ saveData: false, effectiveType: '2g' });
    renderPage('/nl');
    act(() => vi.advanceTimersByTime(5000));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(prefetchSection).not.toHaveBeenCalled();
  });
});
