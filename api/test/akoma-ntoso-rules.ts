import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/**
 * Checks of an Akoma Ntoso judgment document, written from the OASIS LegalDocML specifications: "Akoma Ntoso
 * Version 1.0 Part 1: XML Vocabulary" (AKN-1), "Part 2: Specifications" (AKN-2) and the "Akoma Ntoso Naming
 * Convention Version 1.0" (AKN-NC). Each rule names the part it comes from. They cover the elements the court's
 * documents use, not the whole schema.
 */

export const AKN_NS = 'http://docs.oasis-open.org/legaldocml/ns/akn/3.0';

/** Parses strictly: any error or warning of the parser (not well-formed XML) throws. */
export function parseXml(xml: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
}

/** The local name of an element (the DOM types allow none). */
export const nameOf = (element: Element): string => element.localName ?? '';

export const childElements = (element: Element): Element[] =>
  Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1);

export const descendants = (root: Element | Document, name: string): Element[] =>
  Array.from(root.getElementsByTagNameNS(AKN_NS, name));

/** The names of `children` follow `order` (each name at most where the schema's sequence allows it). */
function inOrder(children: readonly Element[], order: readonly string[]): boolean {
  let at = 0;
  for (const child of children) {
    const index = order.indexOf(nameOf(child));
    if (index < at) return false;
    at = index;
  }
  return true;
}

/** AKN-1 "judgment": meta, header, judgmentBody, conclusions, in that order; meta, header and body required. */
const JUDGMENT_ORDER = ['meta', 'coverPage', 'header', 'judgmentBody', 'conclusions', 'attachments', 'components'];
/** AKN-1 "meta": identification first and required, then the optional blocks in this order. */
const META_ORDER = [
  'identification',
  'publication',
  'classification',
  'lifecycle',
  'workflow',
  'analysis',
  'temporalData',
  'references',
  'notes',
  'proprietary',
  'presentation',
];
/** AKN-1 "identification": the FRBR levels in order, the Item optional. */
const IDENTIFICATION_ORDER = ['FRBRWork', 'FRBRExpression', 'FRBRManifestation', 'FRBRItem'];
/** AKN-1 core properties of every FRBR level, in the schema's sequence; this, uri, date and author required. */
const CORE = ['FRBRthis', 'FRBRuri', 'FRBRalias', 'FRBRdate', 'FRBRauthor', 'componentInfo', 'preservation'];
const LEVEL_ORDER: Record<string, { order: string[]; required: string[] }> = {
  FRBRWork: {
    order: [...CORE, 'FRBRcountry', 'FRBRsubtype', 'FRBRnumber', 'FRBRname', 'FRBRprescriptive', 'FRBRauthoritative'],
    required: ['FRBRthis', 'FRBRuri', 'FRBRdate', 'FRBRauthor', 'FRBRcountry'],
  },
  FRBRExpression: {
    order: [...CORE, 'FRBRversionNumber', 'FRBRauthoritative', 'FRBRmasterExpression', 'FRBRlanguage'],
    required: ['FRBRthis', 'FRBRuri', 'FRBRdate', 'FRBRauthor', 'FRBRlanguage'],
  },
  FRBRManifestation: {
    order: [...CORE, 'portion', 'FRBRformat'],
    required: ['FRBRthis', 'FRBRuri', 'FRBRdate', 'FRBRauthor'],
  },
};
/** AKN-1 "judgmentBody": judgment blocks only. */
const JUDGMENT_BLOCKS = ['introduction', 'background', 'arguments', 'remedies', 'motivation', 'decision'];
const TLC = /^TLC(Person|Organization|Concept|Object|Event|Location|Process|Role|Term|Reference)$/;
/**
 * AKN-NC 5.4: `[prefix "__"] element_ref ["_" number]`; element_ref a name (or a TLC's label), number without
 * whitespace or the separators. The prefix is itself an identifier.
 */
const EID_PART = /^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9.-]+)?$/;
/** AKN-NC 4.6: a Work IRI with the expression's ISO 639-2 language and `@` version. */
const WORK_IRI = /^\/akn\/[a-z]{2}\/judgment(?:\/[^/\s]+)*\/\d{4}-\d{2}-\d{2}\/[^/\s]+$/;

/** Every rule the document breaks, as sentences; none for a good document. */
export function aknViolations(doc: Document): string[] {
  const problems: string[] = [];
  const fail = (rule: string) => problems.push(rule);
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== AKN_NS || root.localName !== 'akomaNtoso') {
    return ['AKN-1: the root is akomaNtoso in the Akoma Ntoso 3.0 namespace'];
  }
  const [judgment, ...others] = childElements(root);
  if (!judgment || judgment.localName !== 'judgment' || others.length > 0) fail('AKN-1: one judgment document');
  if (!judgment) return problems;
  if (!judgment.getAttribute('name')) fail('AKN-1: judgment has a name');

  const parts = childElements(judgment);
  if (!inOrder(parts, JUDGMENT_ORDER)) fail(`AKN-1: judgment parts in order, not ${parts.map((p) => nameOf(p))}`);
  for (const required of ['meta', 'header', 'judgmentBody']) {
    if (parts.filter((p) => nameOf(p) === required).length !== 1) fail(`AKN-1: judgment has one ${required}`);
  }

  const meta = parts.find((p) => nameOf(p) === 'meta');
  const metaChildren = meta ? childElements(meta) : [];
  if (metaChildren[0]?.localName !== 'identification') fail('AKN-1: meta starts with identification');
  if (!inOrder(metaChildren, META_ORDER)) fail('AKN-1: meta blocks in order');

  // Identifiers: unique (AKN-NC 5.2 uniqueness) and of the convention's syntax (AKN-NC 5.4).
  const eIds = new Set<string>();
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    const eId = element.getAttribute('eId');
    if (eId === null) continue;
    if (eIds.has(eId)) fail(`AKN-NC 5.2: eId ${eId} is unique`);
    eIds.add(eId);
    if (!eId.split('__').every((part) => EID_PART.test(part))) fail(`AKN-NC 5.4: eId ${eId} has the syntax`);
  }

  // References (AKN-1 "references"): every TLC has eId, href and showAs; every local reference resolves to one.
  const references = metaChildren.find((c) => nameOf(c) === 'references');
  const tlcs = references ? childElements(references).filter((c) => TLC.test(nameOf(c))) : [];
  const tlcIds = new Set(tlcs.map((t) => t.getAttribute('eId')));
  for (const tlc of tlcs) {
    for (const attribute of ['eId', 'href', 'showAs']) {
      if (!tlc.getAttribute(attribute)) fail(`AKN-1: ${nameOf(tlc)} has ${attribute}`);
    }
  }
  if (references && !tlcIds.has(references.getAttribute('source')?.slice(1) ?? null)) {
    fail('AKN-1: references has a source among its TLCs');
  }
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    for (const attribute of ['href', 'refersTo', 'as', 'source']) {
      for (const target of (element.getAttribute(attribute) ?? '').split(/\s+/)) {
        if (target.startsWith('#') && !tlcIds.has(target.slice(1))) {
          fail(`AKN-NC 4.10.1: ${element.localName}/@${attribute}="${target}" resolves to a TLC in references`);
        }
      }
    }
  }

  const identification = metaChildren[0];
  if (identification?.localName === 'identification') checkIdentification(identification, fail);

  // Body (AKN-1 "judgmentBody", "paragraph"): blocks only; each numbered paragraph starts with its num.
  const body = parts.find((p) => nameOf(p) === 'judgmentBody');
  const blocks = body ? childElements(body) : [];
  if (blocks.length === 0 || !blocks.every((b) => JUDGMENT_BLOCKS.includes(nameOf(b)))) {
    fail('AKN-1: judgmentBody holds one or more judgment blocks');
  }
  for (const paragraph of descendants(doc, 'paragraph')) {
    const [first, ...rest] = childElements(paragraph);
    if (first?.localName !== 'num') fail(`AKN-1: paragraph ${paragraph.getAttribute('eId')} starts with num`);
    if (rest.length === 0) fail(`AKN-1: paragraph ${paragraph.getAttribute('eId')} has content`);
  }
  for (const container of descendants(doc, 'hcontainer')) {
    if (!container.getAttribute('name')) fail('AKN-1: hcontainer has a name');
  }
  for (const date of [...descendants(doc, 'docDate'), ...descendants(doc, 'FRBRdate')]) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date.getAttribute('date') ?? '')) fail(`AKN-1: ${nameOf(date)} has a date`);
  }
  return problems;
}

/** AKN-1 identification and AKN-NC 4: three levels, their required properties, IRIs consistent between them. */
function checkIdentification(identification: Element, fail: (rule: string) => void): void {
  if (!identification.getAttribute('source')) fail('AKN-1: identification has a source');
  const levels = childElements(identification);
  if (!inOrder(levels, IDENTIFICATION_ORDER)) fail('AKN-1: FRBR levels in order');
  const value = (level: Element | undefined, name: string, attribute = 'value'): string =>
    (level &&
      childElements(level)
        .find((c) => nameOf(c) === name)
        ?.getAttribute(attribute)) ??
    '';

  for (const [name, { order, required }] of Object.entries(LEVEL_ORDER)) {
    const level = levels.find((l) => nameOf(l) === name);
    if (!level) {
      fail(`AKN-1: identification has ${name}`);
      continue;
    }
    const children = childElements(level);
    if (!inOrder(children, order)) fail(`AKN-1: ${name} properties in order`);
    for (const property of required) {
      if (!children.some((c) => nameOf(c) === property)) fail(`AKN-1: ${name} has ${property}`);
    }
    for (const child of children) {
      const attribute = { FRBRdate: 'date', FRBRauthor: 'href', FRBRlanguage: 'language' }[nameOf(child)] ?? 'value';
      if (!child.getAttribute(attribute)) fail(`AKN-1: ${name}/${nameOf(child)} has ${attribute}`);
    }
    if (!children.some((c) => nameOf(c) === 'FRBRdate' && c.getAttribute('name'))) {
      fail(`AKN-1: ${name}/FRBRdate has a name`);
    }
  }

  const [work, expression, manifestation] = ['FRBRWork', 'FRBRExpression', 'FRBRManifestation'].map((name) =>
    levels.find((l) => nameOf(l) === name),
  );
  const workUri = value(work, 'FRBRuri');
  const expressionUri = value(expression, 'FRBRuri');
  const language = value(expression, 'FRBRlanguage', 'language');
  if (!WORK_IRI.test(workUri)) fail(`AKN-NC 4.5: Work IRI ${workUri}`);
  if (!/^[a-z]{3}$/.test(language)) fail('AKN-NC 4.6: the language is an ISO 639-2 code');
  if (!new RegExp(`^${escape(workUri)}/${language}@[^/]*$`).test(expressionUri)) {
    fail(`AKN-NC 4.6: Expression IRI ${expressionUri} is the Work's with its language`);
  }
  if (!new RegExp(`^${escape(expressionUri)}\\.[a-z]+$`).test(value(manifestation, 'FRBRuri'))) {
    fail("AKN-NC 4.8: Manifestation IRI is the Expression's with a format");
  }
  if (value(work, 'FRBRthis') !== `${workUri}/!main`) fail('AKN-NC 4.7.1: Work FRBRthis names the main component');
  if (value(expression, 'FRBRthis') !== `${expressionUri}/!main`) {
    fail('AKN-NC 4.7.1: Expression FRBRthis names the main component');
  }
  if (!value(manifestation, 'FRBRthis').startsWith(`${expressionUri}/!main.`)) {
    fail('AKN-NC 4.8: Manifestation FRBRthis names the main component with the format');
  }
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
