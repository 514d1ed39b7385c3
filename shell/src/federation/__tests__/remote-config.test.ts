import { describe, expect, it, vi } from 'vitest';
import { fetchRemoteConfig } from '../remote-config';

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('runtime configuration of the sections', () => {
  it('reads section names and manifest URLs', async () => {
    const fetchImpl = answer(200, {
      rules: '/remotes/rules/mf-manifest.json',
      court: 'https://cdn.example/court/mf-manifest.json',
    });
    await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({
      rules: '/remotes/rules/mf-manifest.json',
      court: 'https://cdn.example/court/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/config/remotes.json', { credentials: 'same-origin' });
  });

  it('keeps only string entries', async () => {
    await expect(fetchRemoteConfig(answer(200, { rules: 42, media: '/m.json' }))).resolves.toEqual({
      media: '/m.json',
    });
  });

  it('answers an empty configuration when the file is missing or not JSON, so the shell still starts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchRemoteConfig(answer(404, 'Not found'))).resolves.toEqual({});
    await expect(fetchRemoteConfig(answer(200, '<html>'))).resolves.toEqual({});
    await expect(fetchRemoteConfig(vi.fn().mockRejectedValue(new TypeError('offline')))).resolves.toEqual({});
  });
});
