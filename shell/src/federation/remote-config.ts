import type { SectionName } from './sections';

/** `/config/remotes.json`: section name to the URL of its `mf-manifest.json`, read at start-up. */
export type RemoteConfig = Partial<Record<SectionName, string>>;

export const REMOTE_CONFIG_URL = '/config/remotes.json';

/**
 * Reads where the sections live. Redeploying a section elsewhere means editing that file, not rebuilding the
 * shell. If the file cannot be read, the shell still starts: every section then shows its error card.
 */
export async function fetchRemoteConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteConfig> {
  try {
    // The server answers it with no-cache; index.html preloads it, so this request is already under way.
    const response = await fetchImpl(REMOTE_CONFIG_URL, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${REMOTE_CONFIG_URL} answered ${response.status}`);
    const config = (await response.json()) as unknown;
    if (typeof config !== 'object' || config === null) throw new Error(`${REMOTE_CONFIG_URL} is not an object`);
    return Object.fromEntries(
      Object.entries(config).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as RemoteConfig;
  } catch (error) {
    console.error('The section configuration could not be read', error);
    return {};
  }
}
