// The stand-in's own pages: login, logout confirmation and errors. Plain HTML with inline styles only from
// one stylesheet block, accessible (landmark, one h1, labelled controls, visible focus).

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => escapes[c]);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f6f8; }
  header { background: #0b3d66; color: #fff; padding: 1rem 2rem; }
  main { max-width: 36rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 4px; }
  fieldset { border: 1px solid #6b6b6b; padding: 1rem; margin: 0 0 1.5rem; }
  label { display: block; padding: .4rem 0; }
  input[type=text], input[type=password] { display: block; font: inherit; padding: .4rem; margin-bottom: 1rem;
    border: 2px solid #6b6b6b; width: 100%; box-sizing: border-box; }
  .error { color: #a00; font-weight: bold; }
  button { font: inherit; padding: .6rem 1.2rem; margin-right: .5rem; border: 2px solid #0b3d66; border-radius: 4px;
    background: #0b3d66; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b3d66; }
  :focus-visible { outline: 3px solid #c25100; outline-offset: 2px; }
`;

const FEDERAL = 'Federal authentication service';
const STAFF = 'Constitutional Court staff login';

function page(title, body, service = FEDERAL) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${service} (stand-in)</title><style>${STYLE}</style></head>
<body><header><p>${service} — test stand-in</p></header>
<main>${body}</main></body></html>`;
}

/** The login page: choose one of the fictional citizens (the real service asks for an eID or an app). */
export function loginPage({ uid, citizens, clientId }) {
  const options = citizens
    .map(
      (citizen, index) =>
        `<label><input type="radio" name="citizen" value="${escapeHtml(citizen.sub)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(citizen.givenName)} ${escapeHtml(citizen.surname)} (${escapeHtml(citizen.egovNRN)})</label>`,
    )
    .join('\n');
  return page(
    'Log in',
    `<h1>Log in</h1>
<p>${escapeHtml(clientId)} asks you to identify yourself (assurance level 300).</p>
<form method="post" action="/fas/login/${escapeHtml(uid)}">
<fieldset><legend>Test citizen</legend>${options}</fieldset>
<button type="submit" name="action" value="login">Log in</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>`,
  );
}

/** oidc-provider's logout confirmation, with its hidden form fields passed through. */
export function logoutPage(form) {
  return page(
    'Log out',
    `<h1>Log out</h1>
<p>Do you want to log out of the federal authentication service?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, log out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay logged in</button>`,
  );
}

export function loggedOutPage() {
  return page('Logged out', '<h1>Logged out</h1><p>You are logged out of the federal authentication service.</p>');
}

export function errorPage(error, description) {
  return page(
    'Error',
    `<h1>Login error</h1><p><strong>${escapeHtml(error)}</strong></p>${
      description ? `<p>${escapeHtml(description)}</p>` : ''
    }`,
  );
}

/** The staff login: a user name and a password; after a wrong one, the form again with the name kept. */
export function staffLoginPage({ action, clientId, username = '', failed = false }) {
  return page(
    'Log in',
    `<h1>Log in</h1>
<p>${escapeHtml(clientId)} asks you to log in with your court account.</p>
${failed ? '<p class="error" role="alert" id="login-error">Wrong user name or password.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="username">User name</label>
<input type="text" id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}"${
      failed ? ' aria-describedby="login-error"' : ''
    }>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<button type="submit" name="action" value="login">Log in</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form>`,
    STAFF,
  );
}

export function staffErrorPage(error, description) {
  return page(
    'Error',
    `<h1>Login error</h1><p><strong>${escapeHtml(error)}</strong></p>${
      description ? `<p>${escapeHtml(description)}</p>` : ''
    }`,
    STAFF,
  );
}
