import assert from 'node:assert/strict';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, test } from 'vitest';
import { startSmtpStandIn } from '../src/index.js';

let running;
beforeAll(async () => {
  running = await startSmtpStandIn();
});
afterAll(() => running.stop());

const messages = async () => (await fetch(`${running.url}/messages`)).json();

test('a message sent over SMTP is shown with its sender, recipients, subject, text and unsubscribe headers', async () => {
  const transport = nodemailer.createTransport(running.smtpUrl);
  await transport.sendMail({
    from: 'alerts@const-court.test',
    to: ['ann@example.be', 'bob@example.be'],
    subject: 'Nieuwe arresten',
    text: 'Arrest nr. 501/2026',
    html: '<p>Arrest nr. 501/2026</p>',
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    list: { unsubscribe: 'https://court.test/unsubscribe/abc' },
  });
  transport.close();
  const [message] = await messages();
  assert.equal(message.from, 'alerts@const-court.test');
  assert.deepEqual(message.to, ['ann@example.be', 'bob@example.be']);
  assert.equal(message.subject, 'Nieuwe arresten');
  assert.equal(message.text.trim(), 'Arrest nr. 501/2026');
  assert.match(message.html, /<p>Arrest nr\. 501\/2026<\/p>/);
  assert.equal(message.headers['list-unsubscribe'], '<https://court.test/unsubscribe/abc>');
  assert.equal(message.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');
  assert.ok(!Number.isNaN(Date.parse(message.receivedAt)));
});

test('DELETE /messages forgets them; other requests are refused', async () => {
  assert.equal((await fetch(`${running.url}/messages`, { method: 'DELETE' })).status, 200);
  assert.deepEqual(await messages(), []);
  assert.equal((await fetch(`${running.url}/messages`, { method: 'POST' })).status, 405);
  assert.equal((await fetch(`${running.url}/other`)).status, 404);
});
