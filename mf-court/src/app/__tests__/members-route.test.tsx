import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Member } from '@court/contract';
import { localizedPath, type Locale } from '@court/runtime';
import {
  fakeApi,
  listOf,
  NETWORK_ERROR,
  renderRoutes,
  resetSharedState,
  setUpTestI18n,
  type FakeRoutes,
} from '@court/shared/testing';
import { courtPaths } from '@court/site-map';
import courtNl from '../../locales/nl.json';
import { routes } from '../routes';

const member = (
  id: string,
  name: string,
  role: Member['role'],
  group: Member['group'],
  extra: Partial<Member> = {},
): Member => ({
  id,
  name,
  role,
  group,
  languageGroup: null,
  termStart: '2010-02-28',
  termEnd: null,
  died: null,
  photoUrl: null,
  ...extra,
});

const MEMBERS: Record<Member['group'], Member[]> = {
  plain: [
    member('steven-segers', 'Steven Segers', 'president', 'plain', {
      languageGroup: 'nl',
      photoUrl: '/public/members/steven-segers.jpg',
    }),
    member('jacques-hardy', 'Jacques Hardy', 'judge', 'plain', {
      languageGroup: 'fr',
      photoUrl: '/public/members/jacques-hardy.jpg',
    }),
    member('laurent-francois', 'Laurent François', 'registrar', 'plain'),
    member('ria-baert', 'Ria Baert', 'legalSecretary', 'plain'),
    member('lode-schepens', 'Lode Schepens', 'officeStaff', 'plain'),
  ],
  emeritus: [member('rik-wuyts', 'Rik Wuyts', 'judge', 'emeritus', { termEnd: '2024-10-31' })],
  historic: [member('paul-maes', 'Paul Maes', 'president', 'historic', { termEnd: '2003-01-12', died: '2020-09-23' })],
};

/** The API: the introduction of the page, and the members of the group asked, as `members` answers. */
function serve(
  members: FakeRoutes['GET /members'] = ({ query }) =>
    listOf(MEMBERS[query.group as Member['group']], { pageSize: 100 }),
) {
  return fakeApi({
    'POST /_content/:lang/:path*': ({ params: { lang, path } }) => ({
      path: `/${lang}/${path}`,
      slug: 'current-membership',
      dir: '',
      lang: lang as Locale,
      title: 'Leden van het Hof',
      toc: [],
      body: '<p>Inleiding</p>',
    }),
    'GET /members': members,
  });
}

beforeEach(() => {
  setUpTestI18n('nl', { court: courtNl });
  serve();
});
afterEach(resetSharedState);

const MEMBERS_URL = localizedPath('nl', courtPaths.presentation('members'));

describe('/court/presentation/members', () => {
  it('groups the members: current ones by role, then emeritus and former members with their terms', async () => {
    renderRoutes(routes, { url: MEMBERS_URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden van het Hof' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Huidige leden' });
    for (const [role, name] of [
      ['Voorzitters', 'Steven Segers'],
      ['Rechters', 'Jacques Hardy'],
      ['Griffiers', 'Laurent François'],
      ['Referendarissen', 'Ria Baert'],
      ['Personeel', 'Lode Schepens'],
    ]) {
      expect(
        within(within(current).getByRole('region', { name: role! })).getByRole('link', { name }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Steven Segers' })).toHaveAttribute(
      'href',
      localizedPath('nl', courtPaths.member('steven-segers')),
    );

    const emeritus = screen.getByRole('region', { name: 'Emeriti' });
    expect(
      within(emeritus).getByRole('row', { name: /Rik Wuyts Rechter 28 februari 2010 31 oktober 2024/ }),
    ).toBeInTheDocument();
    const former = screen.getByRole('region', { name: 'Gewezen leden' });
    expect(within(former).getByRole('columnheader', { name: 'Overleden' })).toBeInTheDocument();
    expect(within(former).getByRole('row', { name: /Paul Maes Voorzitter .* 23 september 2020/ })).toBeInTheDocument();
  });

  it('shows a photo named after the member, and a silhouette with no alternative text when it fails', async () => {
    renderRoutes(routes, { url: MEMBERS_URL });
    const photo = await screen.findByRole('img', { name: 'Foto van Steven Segers' });
    expect(photo).toHaveAttribute('src', '/public/members/steven-segers.jpg');
    fireEvent.error(photo);
    expect(screen.queryByRole('img', { name: 'Foto van Steven Segers' })).not.toBeInTheDocument();
    const placeholders = screen.getAllByTestId('member-photo-placeholder');
    expect(placeholders).toHaveLength(1);
    expect(placeholders[0]).toHaveAttribute('alt', '');
  });

  it('says so in place when the members cannot be fetched, keeping the text', async () => {
    serve(NETWORK_ERROR);
    renderRoutes(routes, { url: MEMBERS_URL });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Opnieuw proberen|opnieuw/i);
    expect(screen.getByText('Inleiding')).toBeInTheDocument();
  });
});
