import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchSectionsInView, sectionOfLink } from '../section-prefetch';
import { FakeIntersectionObserver, setConnection } from './fake-intersection-observer';

const link = (href: string) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
  return anchor;
};

describe('whether the connection may be used for prefetch', () => {
  it('is not used with data saver on or on a 2g connection', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('is used on 3g and 4g, and where the browser says nothing of its connection', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe('the section a link leads to', () => {
  afterEach(() => document.body.replaceChildren());

  it('is the section that owns the page in a language', () => {
    expect(sectionOfLink(link('/nl/judgments?year=2026'))).toBe('decisions');
    expect(sectionOfLink(link('/fr/rule/anonymization-policy'))).toBe('rules');
    expect(sectionOfLink(link('/de/court/presentation/history-of-the-court'))).toBe('court');
  });

  it('is none for a page of the shell, a file, another site or a path without a language', () => {
    expect(sectionOfLink(link('/nl'))).toBeUndefined();
    expect(sectionOfLink(link('/en/auth/login'))).toBeUndefined();
    expect(sectionOfLink(link('/public/2026/2026-042f.pdf'))).toBeUndefined();
    expect(sectionOfLink(link('https://www.const-court.be/nl/judgments'))).toBeUndefined();
    expect(sectionOfLink(link('/judgments'))).toBeUndefined();
  });
});

describe('prefetch of the sections whose links are in view', () => {
  const prefetch = vi.fn();
  beforeEach(() => {
    FakeIntersectionObserver.install();
    setConnection({ effectiveType: '4g', saveData: false });
    prefetch.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setConnection(undefined);
    document.body.replaceChildren();
  });

  it('fetches a section once one of its links is half in view, and only once', () => {
    const judgments = link('/nl/judgments');
    const agenda = link('/nl/agenda');
    prefetchSectionsInView(document, () => true, prefetch);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options?.threshold).toBe(0.5);

    observer.show(judgments, 0.3);
    expect(prefetch).not.toHaveBeenCalled();
    observer.show(judgments, 0.5);
    observer.show(agenda, 1);
    expect(prefetch.mock.calls).toEqual([['decisions']]);
  });

  it('watches only the links to sections it is asked for, not those of the shell', () => {
    const rules = link('/nl/rule');
    const court = link('/nl/court');
    const home = link('/nl');
    prefetchSectionsInView(document, (section) => section !== 'rules', prefetch);
    const { observed } = FakeIntersectionObserver.last!;
    expect(observed.has(court)).toBe(true);
    expect(observed.has(rules)).toBe(false);
    expect(observed.has(home)).toBe(false);
  });

  it('fetches nothing once data saver was turned on, and nothing after it stops', () => {
    const court = link('/nl/court');
    const search = link('/nl/search');
    const stop = prefetchSectionsInView(document, () => true, prefetch);
    const observer = FakeIntersectionObserver.last!;
    setConnection({ effectiveType: '4g', saveData: true });
    observer.show(court, 1);
    setConnection({ effectiveType: '4g', saveData: false });
    stop();
    observer.show(search, 1);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
