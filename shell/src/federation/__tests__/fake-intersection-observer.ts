import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver: this one records what is observed, and `show(element, ratio)` reports that
 * element as that much in view, as the browser would.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  show(element: Element, ratio: number): void {
    if (!this.observed.has(element)) return;
    const entry = { target: element, intersectionRatio: ratio, isIntersecting: ratio > 0 };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }

  /** Installs it as the page's IntersectionObserver until the test's stubs are restored. */
  static install(): void {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  static get last(): FakeIntersectionObserver | undefined {
    return FakeIntersectionObserver.instances.at(-1);
  }
}

/** Stands in for `navigator.connection` (undefined: a browser that says nothing of it). */
export function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}
