import { Fragment } from 'react';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The text of a snippet and which words the search matched. The API sends HTML in which everything is escaped
 * except `<mark>`; the page still never inserts that HTML: it keeps the text and the marks and drops anything
 * else, so a snippet can only ever show text. (DOMParser runs no scripts and loads nothing.)
 */
export function snippetParts(html: string): SnippetPart[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const parts: SnippetPart[] = [];
  const add = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  const walk = (node: Node, marked: boolean) => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) add(child.textContent ?? '', marked);
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const name = child.nodeName.toLowerCase();
        if (name === 'script' || name === 'style' || name === 'template') return;
        walk(child, marked || name === 'mark');
      }
    });
  };
  walk(body, false);
  return parts;
}

/** A snippet with the matched words highlighted. */
export function SnippetText({ html }: { html: string }) {
  return (
    <>
      {snippetParts(html).map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}
