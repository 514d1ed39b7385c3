// The answer pages of Mailman 2.1's public CGI scripts, reduced to what a client reads: the status and the
// sentence Mailman shows. The sentences are Mailman's own, so a client written against this stand-in reads the
// court's real lists the same way.

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(title, body) {
  return `<!DOCTYPE html>
<html><head><title>${escape(title)}</title></head>
<body bgcolor="white"><h2>${escape(title)}</h2>
${body}
<hr><address>Delivered by Mailman version 2.1</address></body></html>
`;
}

export const listinfo = (list) =>
  page(
    `${list.name} Info Page`,
    `<p>${escape(list.description)}</p>
<form method="POST" action="../subscribe/${escape(list.name)}">
<p>Your email address: <input type="text" name="email" size="30"></p>
<p>Your name (optional): <input type="text" name="fullname" size="30"></p>
<p>Pick a password: <input type="password" name="pw" size="15"></p>
<p>Reenter password to confirm: <input type="password" name="pw-conf" size="15"></p>
<p>Would you like to receive list mail batched in a daily digest?
<input type="radio" name="digest" value="0" checked> No <input type="radio" name="digest" value="1"> Yes</p>
<p><input type="submit" name="email-button" value="Subscribe"></p>
</form>`,
  );

export const noSuchList = (name) => page('Mailman Error', `<p>No such list <em>${escape(name)}</em></p>`);

// On a list whose roster is private, to a new subscription and to an address already on the list alike.
export const subscribed = (list) =>
  page(
    `${list.name} Subscription results`,
    `<p>Your subscription request has been received, and will soon be acted upon. Depending on the configuration
of this mailing list, your subscription request may have to be first confirmed by you via email, or approved by
the list moderator. If confirmation is required, you will soon get a confirmation email which contains further
instructions.</p>`,
  );

// With REFUSE_SECOND_PENDING, to an address whose subscription still waits for its confirmation.
export const alreadyPending = (list) =>
  page(`${list.name} Subscription results`, '<p>You already have a subscription pending confirmation</p>');

export const badAddress = (list) =>
  page(
    `${list.name} Subscription results`,
    "<p>The email address you supplied is not valid. (E.g. it must contain an `@'.)</p>",
  );

export const passwordsDiffer = (list) =>
  page(`${list.name} Subscription results`, '<p>Your passwords did not match.</p>');

export const missingButton = (list) =>
  page(`${list.name} Subscription results`, '<p>You must supply a valid email address.</p>');

// On a list whose roster is private, to a member and to anyone else alike.
export const unsubscribeRequested = (list) =>
  page(`${list.name} member options`, `<p>If you are a list member, a confirmation email has been sent.</p>`);

export const optionsLogin = (list) =>
  page(
    `${list.name} list: member options login page`,
    `<form method="POST" action="${escape(list.name)}">
<p>Email address: <input type="text" name="email" size="20"></p>
<p>Password: <input type="password" name="password" size="20"></p>
<p><input type="submit" name="login" value="Log in"></p>
<p><input type="submit" name="login-unsub" value="Unsubscribe"></p>
</form>`,
  );

export const unavailable = () =>
  page('Service Unavailable', '<p>The mailing-list service is temporarily unavailable. Please try again later.</p>');
