import { Fragment } from 'react';
import { snippetParts } from '../../lib/snippet-parts';

/**
 * A snippet with the matched words highlighted. The API's HTML is never inserted: its text and marks are read
 * (lib/snippet-parts.ts) and drawn as React text, the same on the server and in the browser.
 */
export function SnippetText({ html }: { html: string }) {
  return (
    <>
      {snippetParts(html).map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}
