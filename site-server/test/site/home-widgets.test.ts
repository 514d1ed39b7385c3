import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHomeWidgets, lacksWidgets } from '../../src/site/home-widgets.js';
import { builtRemotes, tempDir } from '../helper.js';

const PLACE =
  '<div class="widgets" data-testid="home-widgets" data-widget-sections="decisions media" data-widget-lang="nl">';
const HOME = `<header>Hof</header><main><h1>Hof</h1>${PLACE}</div><section>Over het Hof</section></main>`;
const API = { origin: 'http://127.0.0.1:9001', headers: {} };

/**
 * A fake build: the runtime config and two sections whose first-screen renderers draw their widgets with the
 * address they were given (Press: `mediaRenderer`, a module's source).
 */
function fakeSite(mediaRenderer = `exports.renderWidgets = async (url) => '<section>Press ' + url + '</section>';`) {
  const root = tempDir('court-home-widgets-');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/config/remotes.json',
    JSON.stringify({ decisions: '/remotes/decisions/mf-manifest.json', media: '/remotes/media/mf-manifest.json' }),
  );
  for (const section of ['decisions', 'media'])
    write(
      `${section}/mf-manifest.json`,
      JSON.stringify({
        exposes: [
          { name: 'routes', assets: { css: { sync: [], async: ['1.11111111.css'] } } },
          { name: 'widgets', assets: { css: { sync: [], async: ['7.77777777.css', 'w.77777777.css'] } } },
        ],
      }),
    );
  write(
    'decisions/server/first-screen.cjs',
    `exports.renderWidgets = async (url) => '<section>Arresten</section><section>Zittingen</section>';`,
  );
  write('media/server/first-screen.cjs', mediaRenderer);
  const folders = {
    shell: path.join(root, 'shell'),
    sections: { decisions: path.join(root, 'decisions'), media: path.join(root, 'media') },
  };
  return createHomeWidgets(builtRemotes(folders));
}

describe("the home page's widgets drawn by the server", () => {
  it('are drawn by their sections in the order of the place the shell kept, with their styles before them', async () => {
    const drawn = await fakeSite()(HOME, new URL('http://127.0.0.1:9000/nl'), API);
    // Each style once, in the body: the top of the page is painted without waiting for them.
    const styles =
      '<link rel="stylesheet" href="/remotes/decisions/7.77777777.css">' +
      '<link rel="stylesheet" href="/remotes/media/7.77777777.css">';
    expect(drawn).toBe(
      `<header>Hof</header><main><h1>Hof</h1>${PLACE}${styles}<section>Arresten</section><section>Zittingen</section>` +
        '<section>Press http://127.0.0.1:9000/nl</section></div><section>Over het Hof</section></main>',
    );
    expect(lacksWidgets(drawn!)).toBe(false);
    expect(lacksWidgets(HOME)).toBe(true);
  });

  it('are all left to the browser when one section cannot draw its own', async () => {
    const url = new URL('http://127.0.0.1:9000/nl');
    const failing = `exports.renderWidgets = () => Promise.reject(new Error('the API is down'));`;
    expect(await fakeSite(failing)(HOME, url, API)).toBeUndefined();
    // A section released before its widgets were drawn on the server.
    expect(await fakeSite(`exports.renderPage = async () => undefined;`)(HOME, url, API)).toBeUndefined();
  });

  it('are not asked for on a page without their place', async () => {
    expect(await fakeSite()('<main><h1>Niet gevonden</h1></main>', new URL('http://127.0.0.1:9000/nl/x'), API)).toBe(
      undefined,
    );
  });
});
