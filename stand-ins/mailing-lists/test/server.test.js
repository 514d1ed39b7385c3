import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { startMailingLists } from '../src/index.js';

let running;
beforeAll(async () => {
  running = await startMailingLists();
});
afterAll(() => running.stop());

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

test('subscribing answers Mailman’s texts: a confirmation is on its way, or the address is not valid', async () => {
  const first = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('ann@example.be')));
  assert.equal(first.status, 200);
  assert.match(await first.text(), /you will soon get a confirmation/i);
  await fetch(`${running.url}/_stand-in/confirm?list=newsletter-fr&email=ann@example.be`, { method: 'POST' });
  // The roster is private: a member gets the same sentence as a new subscription, and no mail.
  const again = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('ann@example.be')));
  assert.match(await again.text(), /you will soon get a confirmation/i);
  const bad = await fetch(`${running.url}/mailman/subscribe/newsletter-fr`, form(subscription('not-an-address')));
  assert.match(await bad.text(), /email address you supplied is not valid/);
  const unknown = await fetch(`${running.url}/mailman/subscribe/nope`, form(subscription('ann@example.be')));
  assert.equal(unknown.status, 404);
  const mails = await (await fetch(`${running.url}/_stand-in/mails`)).json();
  assert.deepEqual(
    mails.map((m) => `${m.kind} ${m.list} ${m.to}`),
    ['subscription-confirmation newsletter-fr ann@example.be'],
  );
});

test('unsubscribing removes the member; every request is kept in order', async () => {
  const response = await fetch(
    `${running.url}/mailman/options/newsletter-fr`,
    form({ email: 'ann@example.be', 'login-unsub': 'Unsubscribe' }),
  );
  assert.match(await response.text(), /a confirmation email has been sent/);
  const members = await (await fetch(`${running.url}/_stand-in/members?list=newsletter-fr`)).json();
  assert.deepEqual(members, []);
  const mails = await (await fetch(`${running.url}/_stand-in/mails`)).json();
  assert.equal(mails.at(-1).kind, 'unsubscription-confirmation');
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

test('a pending address gets a confirmation for every request, as Mailman does by default', async () => {
  for (let i = 0; i < 2; i += 1) {
    await fetch(`${running.url}/mailman/subscribe/rollout`, form(subscription('twice@example.be')));
  }
  const mails = await (await fetch(`${running.url}/_stand-in/mails`)).json();
  assert.equal(mails.filter((m) => m.to === 'twice@example.be').length, 2);
});

test('with REFUSE_SECOND_PENDING a pending address is told so and mailed nothing; leaving mails only a member', async () => {
  const refusing = await startMailingLists({ refuseSecondPending: true });
  try {
    const subscribe = () => fetch(`${refusing.url}/mailman/subscribe/rollout`, form(subscription('once@example.be')));
    assert.match(await (await subscribe()).text(), /you will soon get a confirmation/i);
    assert.match(await (await subscribe()).text(), /You already have a subscription pending confirmation/);
    const leave = await fetch(
      `${refusing.url}/mailman/options/rollout`,
      form({ email: 'once@example.be', 'login-unsub': 'Unsubscribe' }),
    );
    // Not a member yet: the same sentence as to a member, the pending subscription stays and nothing is mailed.
    assert.match(await leave.text(), /If you are a list member, a confirmation email has been sent/);
    assert.deepEqual(
      refusing.store.mails.map((m) => m.kind),
      ['subscription-confirmation'],
    );
    assert.equal(refusing.store.membersOf('rollout').get('once@example.be')?.state, 'pending');
  } finally {
    await refusing.stop();
  }
});
