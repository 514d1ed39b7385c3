import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { loadSectionRoutes, prefetchSection, registerSections } = await import('../section-loader');

const config = { court: '/remotes/court/mf-manifest.json', rules: '/remotes/rules/mf-manifest.json' };

describe("prefetch of a section's code", () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerSections(config);
  });

  it("loads the section's routes as a navigation would, so the navigation finds them loaded", () => {
    loadRemote.mockResolvedValue({ routes: [] });
    prefetchSection('court');
    expect(loadRemote).toHaveBeenCalledWith('court/routes');
  });

  it('leaves alone a section the runtime config does not name, and one that failed', async () => {
    prefetchSection('search');
    loadRemote.mockRejectedValue(new Error('down'));
    await loadSectionRoutes('rules', config);
    loadRemote.mockClear();
    prefetchSection('rules');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('never throws when the download fails', async () => {
    loadRemote.mockRejectedValue(new Error('offline'));
    expect(() => prefetchSection('court')).not.toThrow();
    await Promise.resolve();
  });
});
