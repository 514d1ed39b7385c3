import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startMailingLists } from '../src/index.js';

let running;
before(async () => {
  running = await startMailingLists();
});
after(() => running.stop());

const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const subscription = (email) => ({
  email,
  fullname: '',
  pw: '',
  'pw-conf': '',
  digest: '0',
  'email-button': 'Subscribe',
});

test('a list info page answers HEAD with 200, an unknown list with 404', async () => {
  assert.equal((await fetch(`${running.url}/mailman/listinfo/newsletter-nl`, { method: 'HEAD' })).status, 200);
  assert.equal((await fetch(`${running.url}/mailman/listinfo/case-8123`, { method: 'HEAD' })).status, 200);
  const missing = await fetch(`${running.url}/mailman/listinfo/nope`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /No such list <em>nope<\/em>/);
});

test('subscribing answers Mailman’s texts: confirmation, already a member, invalid address', async () => {
  const first = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('ann@example.be')));
  assert.equal(first.status, 200);
  assert.match(await first.text(), /you will soon get a confirmation/i);
  await fetch(`${running.url}/_stand-in/confirm?list=newsletter-fr&email=ann@example.be`, { method: 'POST' });
  const again = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('ann@example.be')));
  assert.match(await again.text(), /already a member/);
  const bad = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('not-an-address')));
  assert.match(await bad.text(), /email address you supplied is not valid/);
  const unknown = await fetch(`${running.url}/mailman/subscribe/nope`, form(subscription('ann@example.be')));
  assert.equal(unknown.status, 404);
});

test('unsubscribing removes the member; every request is kept in order', async () => {
  const response = await fetch(
    `${running.url}/mailman/options/newsletter-fr`,
    form({ email: 'ann@example.be', 'login-unsub': 'Unsubscribe' }),
  );
  assert.match(await response.text(), /a confirmation email has been sent/);
  const members = await (await fetch(`${running.url}/_stand-in/members?list=newsletter-fr`)).json();
  assert.deepEqual(members, []);
  const received = await (await fetch(`${running.url}/_stand-in/requests`)).json();
  assert.deepEqual(
    received.filter((r) => r.method === 'POST').map((r) => `${r.script} ${r.list} ${r.form.email}`),
    [
      'subscribe newsletter-fr ann@example.be',
      'subscribe newsletter-fr ann@example.be',
      'subscribe newsletter-fr not-an-address',
      'subscribe nope ann@example.be',
      'options newsletter-fr ann@example.be',
    ],
  );
});

test('the lists and requests survive a stop and a new start on the same store', async () => {
  const port = running.port;
  const { store } = running;
  await running.stop();
  await assert.rejects(fetch(`http://127.0.0.1:${port}/mailman/listinfo/rollout`));
  running = await startMailingLists({ port, store });
  const received = await (await fetch(`${running.url}/_stand-in/requests`)).json();
  assert.ok(received.length >= 5);
});

test('an outage answers 503 until it ends', async () => {
  await fetch(`${running.url}/_stand-in/outage?on=true`, { method: 'POST' });
  assert.equal((await fetch(`${running.url}/mailman/listinfo/rollout`)).status, 503);
  await fetch(`${running.url}/_stand-in/outage?on=false`, { method: 'POST' });
  assert.equal((await fetch(`${running.url}/mailman/listinfo/rollout`)).status, 200);
});
