import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { contentBlock, fakeApi, renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { localized, mediaPaths } from '@court/site-map';
import mediaNl from '../../locales/nl.json';
import { routes } from '../routes';

const VIDEOS = [
  {
    id: 'presentation',
    title: 'Het Hof in vijf minuten',
    description: 'Wat het Hof doet.',
    src: '/public/media/video/presentation.mp4',
    captions: [
      { lang: 'fr', label: 'Français', src: '/public/media/video/presentation-fr.vtt' },
      { lang: 'nl', label: 'Nederlands', src: '/public/media/video/presentation-nl.vtt' },
    ],
  },
  { id: 'hearing', title: 'Een terechtzitting', src: '/public/media/video/hearing.webm', type: 'video/webm' },
  { title: 'Elsewhere', src: 'https://video.example.org/a.mp4' },
  { title: 'Unsafe', src: 'javascript:alert(1)' },
];

describe('/media/video', () => {
  beforeEach(() => setUpTestI18n('nl', { media: mediaNl }));

  it('plays the listed videos with their captions, the page language first', async () => {
    fakeApi({ 'POST /_content/:lang/:path*': contentBlock('nl/media/video', { title: "Video's", videos: VIDEOS }) });
    renderRoutes(routes, { url: localized('nl', mediaPaths.page('video')) });
    const list = await screen.findByRole('region', { name: "De video's" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const presentation = items[0]!;
    const player = presentation.querySelector('video')!;
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Het Hof in vijf minuten');
    expect(player.querySelector('source')).toHaveAttribute('src', '/public/media/video/presentation.mp4');
    const tracks = [...player.querySelectorAll('track')].map((track) => [
      track.getAttribute('kind'),
      track.getAttribute('srclang'),
      track.getAttribute('label'),
      track.hasAttribute('default'),
    ]);
    expect(tracks).toEqual([
      ['captions', 'fr', 'Français', false],
      ['captions', 'nl', 'Nederlands', true],
    ]);
    expect(presentation).toHaveTextContent('Ondertitels: Français, Nederlands.');

    const hearing = items[1]!;
    expect(hearing.querySelector('source')).toHaveAttribute('type', 'video/webm');
    expect(hearing).toHaveTextContent('Voor deze video zijn geen ondertitels beschikbaar.');
    expect(within(hearing).getByRole('link', { name: /De video downloaden/ })).toHaveAttribute(
      'href',
      '/public/media/video/hearing.webm',
    );
  });

  it('says so when no video is listed', async () => {
    fakeApi({ 'POST /_content/:lang/:path*': contentBlock('nl/media/video', { title: "Video's" }) });
    renderRoutes(routes, { url: localized('nl', mediaPaths.page('video')) });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Er is op dit moment geen video beschikbaar.');
  });
});
