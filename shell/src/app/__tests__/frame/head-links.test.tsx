import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { localizedPath } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../page-frame';
import { SHELL_TEXTS } from './render-layout';

describe('head links of the frame', () => {
  it('gives any page, a section’s too, its canonical address and hreflang alternates', () => {
    const page = decisionsPaths.pendingCases();
    setUpTestI18n('nl', { shell: SHELL_TEXTS.nl });
    renderRoutes([{ element: <PageFrame />, children: [{ path: '*', element: <h1>Arrest</h1> }] }], {
      url: localizedPath('nl', page),
    });
    const origin = window.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}${localizedPath('nl', page)}`,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toContainEqual(['fr', `${origin}${localizedPath('fr', page)}`]);
    expect(alternates).toContainEqual(['x-default', `${origin}/${page}`]);
    expect(alternates).toHaveLength(5);
  });
});
