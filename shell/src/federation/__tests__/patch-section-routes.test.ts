import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { createSectionRoutePatcher, FRAME_ROUTE_ID } = await import('../patch-section-routes');
const { sectionFailure } = await import('../section-loader');

const config = { rules: '/remotes/rules/mf-manifest.json', court: '/remotes/court/mf-manifest.json' };
const rulesRoutes: RouteObject[] = [{ path: 'rule', element: null }];
const wrap = (section: string, routes: RouteObject[]) => ({ id: `section-${section}`, children: routes });

function navigate(patcher: ReturnType<typeof createSectionRoutePatcher>, path: string, patch = vi.fn()) {
  return Promise.resolve(
    patcher({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined }),
  ).then(() => patch);
}

describe('lazy discovery of section routes', () => {
  beforeEach(() => loadRemote.mockReset());

  it('loads the owning section on its first visit and patches its routes into the frame', async () => {
    loadRemote.mockResolvedValue({ routes: rulesRoutes });
    const patcher = createSectionRoutePatcher(config, wrap);
    const patch = await navigate(patcher, '/nl/rule/anonymization-policy');
    expect(loadRemote).toHaveBeenCalledWith('rules/routes');
    expect(patch).toHaveBeenCalledWith(FRAME_ROUTE_ID, [{ id: 'section-rules', children: rulesRoutes }]);
  });

  it('does not load a section twice, even for navigations that overlap', async () => {
    loadRemote.mockResolvedValue({ routes: rulesRoutes });
    const patcher = createSectionRoutePatcher(config, wrap);
    const [first, second] = await Promise.all([
      navigate(patcher, '/fr/rule'),
      navigate(patcher, '/fr/rule/others-info'),
    ]);
    await navigate(patcher, '/de/rule');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('loads nothing for the shell’s own pages, unknown segments or a path without a language', async () => {
    const patcher = createSectionRoutePatcher(config, wrap);
    await navigate(patcher, '/fr');
    await navigate(patcher, '/fr/unknown');
    await navigate(patcher, '/rule');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('records a section that fails to load, patches nothing, and tries again on the next visit', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 failed to load mf-manifest.json'));
    const patcher = createSectionRoutePatcher(config, wrap);
    const patch = await navigate(patcher, '/en/court/presentation');
    expect(patch).not.toHaveBeenCalled();
    expect(sectionFailure('court')?.error.message).toContain('RUNTIME-008');

    loadRemote.mockResolvedValueOnce({ routes: [{ path: 'court', element: null }] });
    const retried = await navigate(patcher, '/en/court/presentation');
    expect(retried).toHaveBeenCalledTimes(1);
    expect(sectionFailure('court')).toBeUndefined();
  });

  it('treats a section that exposes something else than routes as failed', async () => {
    loadRemote.mockResolvedValue({ default: () => null });
    const patcher = createSectionRoutePatcher(config, wrap);
    const patch = await navigate(patcher, '/en/rule');
    expect(patch).not.toHaveBeenCalled();
    expect(sectionFailure('rules')?.error.message).toMatch(/does not expose a list of routes/);
  });

  it('treats a section missing from the runtime configuration as failed without loading anything', async () => {
    const patcher = createSectionRoutePatcher({ rules: '/x' }, wrap);
    await navigate(patcher, '/en/search');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(sectionFailure('search')?.error.message).toMatch(/not in the runtime configuration/);
  });
});
