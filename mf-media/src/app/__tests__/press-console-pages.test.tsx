import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type Locale } from '@court/runtime';
import { fakeApi, listOf, renderRoutes, setUpTestI18n, type FakeRoutes } from '@court/shared/testing';
import { localized, mediaPaths } from '@court/site-map';
import mediaEn from '../../locales/en.json';
import consoleEn from '../../features/press-console/locales/en.json';
import consoleNl from '../../features/press-console/locales/nl.json';
import mediaNl from '../../locales/nl.json';
import { routes } from '../routes';
import type { StaffSession } from '../../features/press-console/login/staff-session';
import type { StoredRelease } from '../../features/press-console/api/console-releases';

const SESSION_KEY = 'court.pressConsole.session';

const officer: StaffSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  username: 'press-officer',
  name: 'Pieter Claes',
  scopes: ['publish:press'],
};

const stored: StoredRelease = {
  kind: 'press-release',
  key: 'pr-2026-11-27-abc123',
  version: 2,
  state: 'scheduled',
  publishAt: '2026-12-03T09:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedBy: 'press-officer',
  etag: '"v2"',
  body: {
    kind: 'pressReleaseForJudgments',
    date: '2026-12-03',
    title: { nl: 'Het Hof vernietigt', fr: 'La Cour annule' },
    body: { nl: 'Tekst', fr: 'Texte' },
    judgment: { year: 2026, number: 42 },
  },
};
const RELEASE = mediaPaths.consoleRelease(stored.key);
const RELEASE_API = `PUT /publishing/press-releases/:id` as const;

function logIn(session: StaffSession | null = officer) {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  useSessionStore.getState().setLoaded(true);
}

function visit(locale: Locale, path: string) {
  setUpTestI18n(locale, {
    media: locale === 'nl' ? mediaNl : mediaEn,
    pressConsole: locale === 'nl' ? consoleNl : consoleEn,
  });
  return renderRoutes(routes, { url: localized(locale, path) });
}

/** The release page's API: the release, its history, and the judgment it concerns. */
function serveRelease(routes: FakeRoutes = {}) {
  return fakeApi({
    'GET /publishing/press-releases/:id': stored,
    'GET /publishing/press-releases/:id/history': listOf([
      { at: '2026-11-27T10:00:00.000Z', actor: 'press-officer', action: 'update', version: 2 },
      { at: '2026-11-27T09:00:00.000Z', actor: 'press-officer', action: 'draft', version: 1 },
    ]),
    'GET /juris/judgments/:year/:number': { status: 404, body: { errors: [{ code: 'not-found' }] } },
    ...routes,
  });
}

const dutchTitle = () => within(screen.getByRole('group', { name: 'Dutch version' })).getByLabelText('Title');

beforeEach(() => sessionStorage.clear());

describe('the press console', () => {
  it('gives a citizen logged in with the federal login the 403 card', async () => {
    useSessionStore.getState().setAuthInfo({ token: 'citizen', exp: 4_000_000_000 });
    logIn(null);
    const api = fakeApi({});
    visit('en', mediaPaths.console());
    expect(await screen.findByText('Error 403')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page is for the court's press office");
    expect(api.requests).toEqual([]);
  });

  it('lists the releases with their state, in the page language, filtered from the address', async () => {
    logIn();
    const api = fakeApi({
      'GET /publishing/press-releases': listOf(
        [
          {
            id: stored.key,
            state: 'scheduled',
            publishAt: stored.publishAt,
            updatedAt: stored.updatedAt,
            updatedBy: 'press-officer',
            version: 2,
            etag: '"v2"',
            type: 'pressReleaseForJudgments',
            date: '2026-12-03',
            title: stored.body.title,
            languages: ['nl', 'fr'],
            judgment: { year: 2026, number: 42 },
          },
        ],
        { total: 1 },
      ),
    });
    visit('nl', `${mediaPaths.console()}?state=scheduled&q=Hof`);
    const table = await screen.findByTestId('console-releases');
    expect(within(table).getByRole('link', { name: 'Het Hof vernietigt' })).toHaveAttribute(
      'href',
      localized('nl', RELEASE),
    );
    expect(within(table).getByTestId('release-state')).toHaveTextContent(
      'Gepland verschijnt op 3 december 2026 om 10:00 (CET, Brusselse tijd)',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('scheduled');
    expect(api.requests[0]).toMatchObject({
      path: '/publishing/press-releases',
      query: { state: 'scheduled', q: 'Hof', page: '1', pageSize: '20' },
      headers: { Authorization: 'Bearer access-1' },
    });
  });

  it('shows a scheduled release in Brussels time, with its history', async () => {
    logIn();
    serveRelease();
    visit('en', RELEASE);
    expect(await screen.findByRole('radio', { name: 'At a date and time' })).toBeChecked();
    expect(screen.getByLabelText('Publication date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('Time')).toHaveValue('10:00');
    expect(dutchTitle()).toHaveValue('Het Hof vernietigt');
    const history = await screen.findByTestId('release-history');
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent('Saved as a draft by press-officer');
  });

  it('saves a draft with the version it started from, and keeps the form on a conflict', async () => {
    logIn();
    let theirs = false;
    const api = serveRelease({
      [RELEASE_API]: () =>
        theirs
          ? { status: 412, body: { errors: [{ code: 'precondition-failed' }] } }
          : { ...stored, version: 3, state: 'draft', etag: '"v3"' },
    });
    visit('en', RELEASE);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Publication date'));
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    await user.clear(dutchTitle());
    await user.type(dutchTitle(), 'Nieuwe titel');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByTestId('save-outcome')).toHaveTextContent('Saved as a draft');
    const put = api.requestsTo(RELEASE_API)[0]!;
    expect(put.query).toEqual({ draft: 'true' });
    expect(put.headers['if-match']).toBe('"v2"');
    expect(put.body).toMatchObject({ title: { nl: 'Nieuwe titel', fr: 'La Cour annule' } });
    expect(put.body).not.toHaveProperty('publishAt');

    theirs = true;
    await user.type(dutchTitle(), ' (2)');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByTestId('conflict')).toHaveTextContent('Another officer has changed this release');
    expect(api.requestsTo(RELEASE_API)[1]!.headers['if-match']).toBe('"v3"');
    expect(dutchTitle()).toHaveValue('Nieuwe titel (2)');
  });

  it('keeps everything typed when the login has expired and cannot be renewed', async () => {
    logIn();
    const api = serveRelease({
      [RELEASE_API]: { status: 401, body: { errors: [{ code: 'unauthorized' }] } },
      'POST /publishing/console/token': { status: 401, body: { errors: [{ code: 'login-expired' }] } },
    });
    visit('en', RELEASE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Roll number'), '8123');
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const expired = await screen.findByTestId('login-expired');
    expect(within(expired).getByRole('link', { name: 'Log in again (new window)' })).toHaveAttribute(
      'href',
      `${localized('en', mediaPaths.console())}?renew=1`,
    );
    expect(api.requestsTo('POST /publishing/console/token')[0]!.body).toEqual({
      grantType: 'refresh_token',
      refreshToken: 'refresh-1',
    });
    expect(screen.getByLabelText('Roll number')).toHaveValue('8123');
    expect(dutchTitle()).toHaveValue('Het Hof vernietigt');
    expect(screen.queryByText('Error 401')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('refuses a file that is not a PDF before any upload, and names the missing languages', async () => {
    logIn();
    const api = fakeApi({});
    visit('en', mediaPaths.consoleNewRelease());
    const user = userEvent.setup();
    const dutch = within(await screen.findByRole('group', { name: 'Dutch version' }));
    await user.upload(
      dutch.getByLabelText('PDF of this version (optional)'),
      new File(['<html>'], 'release.pdf', { type: 'application/pdf' }),
    );
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The file release.pdf is not a PDF. Choose a PDF file' }),
    ).toHaveAttribute('href', '#pdf-nl');
    expect(screen.getByTestId('missing-languages')).toHaveTextContent('no Dutch, French and German version');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the judgment the release is about, or a roll number',
      'Write the release in at least one language',
      'The file release.pdf is not a PDF. Choose a PDF file',
    ]);
    expect(api.requests).toEqual([]);
  });
});
