import fc from 'fast-check';

/**
 * Requests built from the OpenAPI document: for every operation, an arbitrary of requests mixing plausible and
 * hostile values for its own parameters and body, unknown parameters, malformed JSON and wrong content types.
 * Deriving them from the document means a new endpoint is fuzzed as soon as it is described; a parameter or a
 * body this file cannot generate throws, so such an endpoint fails the test instead of going untested.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  examples?: unknown[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodies: Record<string, JsonSchema>;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** The operations of an OpenAPI 3 document. */
export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
      );
      operations.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], bodies });
    }
  }
  return operations;
}

const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '99999999999999999999',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; DROP TABLE judgments; --',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '\u202e\u200b\ufeff',
  'ℌ𝔢𝔩𝔩𝔬 İı ß ﬃ',
  '😀'.repeat(64),
  '"unclosed',
  '-',
  '*',
  'a*',
  'NEAR(a b)',
  'a OR b AND NOT c',
  'x'.repeat(10_000),
  // Past the longest address the server takes (16 KiB): 414 in the envelope.
  'y'.repeat(17_000),
];

/** Text an attacker or a broken client sends: injections, traversal, control characters, unicode, huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const types = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const SAMPLE_STRINGS = ['fr', 'nl', 'de', 'en', '2024', '12', '8123', 'luc-lavrysen', 'rules', 'court', 'grondwet'];

/** A value the parameter's schema accepts, as text. Throws for a schema it does not know. */
function plausibleText(schema: JsonSchema, where: string): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.const !== undefined) return fc.constant(String(schema.const));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausibleText(s, where)));
  const [type] = types(schema);
  // A repeated query parameter: the query generator may name it several times.
  if (type === 'array' && schema.items) return plausibleText(schema.items, where);
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -5;
    const max = Math.max(min, Math.min(schema.maximum ?? 3000, min + 5000));
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String);
  }
  if (type === 'boolean') return fc.constantFrom('true', 'false');
  if (type === 'string' && schema.format === 'date') {
    return fc
      .date({ min: new Date('1980-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (type === 'string' && schema.format === 'email') return fc.emailAddress();
  if (type === 'string') return fc.constantFrom(...SAMPLE_STRINGS, ...(schema.examples ?? []).map(String));
  throw new Error(`No generator for ${where}: ${JSON.stringify(schema)}`);
}

const parameterValue = (parameter: Parameter, where: string) =>
  fc.oneof(
    plausibleText(parameter.schema ?? { type: 'string' }, `${where} ${parameter.in} ${parameter.name}`),
    hostileText,
  );

/** One path segment, escaped as a client would, or raw traversal that a careless client sends. */
const segment = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 5, arbitrary: value.map(encodeURIComponent) },
    // Traversal, and percent-encoding that decodes to no text at all.
    fc.constantFrom('..', '.', '%2e%2e', '%2F', '~', '%E0%A4%A', '%C3%28', '%'),
  );

function pathArbitrary(operation: Operation): fc.Arbitrary<string> {
  const pieces = operation.path.split(/(\{[^}]+\})/).map((piece): fc.Arbitrary<string> => {
    const name = /^\{(.+)\}$/.exec(piece)?.[1];
    if (name === undefined) return fc.constant(piece);
    const where = `${operation.method} ${operation.path}`;
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) throw new Error(`No generator for ${where}: path parameter ${name} is not described`);
    const value = segment(parameterValue(parameter, where));
    // A wildcard takes several segments.
    return name === '*' ? fc.array(value, { minLength: 0, maxLength: 4 }).map((parts) => parts.join('/')) : value;
  });
  return fc.tuple(...pieces).map((parts) => parts.join(''));
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const where = `${operation.method} ${operation.path}`;
  const unknown = ['q', 'id', 'limit', 'offset', '__proto__', 'constructor', 'lang[]', 'page[0]', 'x'.repeat(300)];
  const named = operation.parameters
    .filter((p) => p.in === 'query')
    .map((p) => fc.tuple(fc.constant(p.name), parameterValue(p, where)));
  const stray = fc.tuple(
    fc.oneof(fc.constantFrom(...unknown), fc.string({ minLength: 1, maxLength: 12 })),
    hostileText,
  );
  const pair = named.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...named) }, stray) : stray;
  return fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
}

/** A JSON value shaped like the schema, with any field possibly of the wrong type, missing or unexpected. */
function jsonLike(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    hostileText,
    fc.constantFrom(null, true, -1, 1e308, [], {}, 'x'.repeat(100_000)),
  );
  if (depth > 3) return wrong;
  const alternatives = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown> | undefined;
  if (alternatives) shaped = fc.oneof(...alternatives.map((s) => jsonLike(s, depth + 1)));
  else if (schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, jsonLike(property, depth + 1)]),
    );
    shaped = fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 10 }), wrong, { maxKeys: 2 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known }));
  } else if (schema.items) shaped = fc.array(jsonLike(schema.items, depth + 1), { maxLength: 3 });
  else if (schema.enum || schema.const !== undefined || types(schema).some((t) => t !== 'object' && t !== 'array')) {
    shaped = plausibleText(schema, 'body field').map((text) =>
      types(schema).includes('integer') || types(schema).includes('number') ? Number(text) : text,
    );
  }
  return shaped ? fc.oneof({ weight: 3, arbitrary: shaped }, wrong) : wrong;
}

const MALFORMED_JSON = ['', '{', '{"email":', '[1,2', 'nul', '{"a":1}}', '{"a":"\u0000"}', "{'a':1}", '\uFEFF{}', '1'];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=utf-16',
];
const isJsonType = (type: string) =>
  type === 'application/json' || type === 'application/csp-report' || type.endsWith('+json');

const PDF_START = Buffer.from('%PDF-1.7\n');
const PDF_END = Buffer.from('\n%%EOF\n');

/** A file sent as a PDF: a well-formed one, a truncated one, another kind of file, or random bytes. */
const pdfBody = fc.record({
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PDF_START, Buffer.from(bytes), PDF_END])),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PDF_START, Buffer.from(bytes)])),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    hostileText.map((text) => Buffer.from(text)),
  ),
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant<string | undefined>('application/pdf') },
    fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }),
  ),
});

function bodyArbitrary(
  operation: Operation,
): fc.Arbitrary<{ payload: string | Buffer; contentType: string | undefined }> {
  const declared = Object.keys(operation.bodies);
  if (declared.length === 1 && declared[0] === 'application/pdf') return pdfBody;
  for (const type of declared) {
    if (!isJsonType(type)) throw new Error(`No generator for ${operation.method} ${operation.path}: body as ${type}`);
  }
  const jsonType = fc.constantFrom(...declared);
  const shaped = declared.map((type) =>
    jsonLike(operation.bodies[type]!).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: type })),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...shaped) },
    { weight: 1, arbitrary: fc.record({ payload: fc.constantFrom(...MALFORMED_JSON), contentType: jsonType }) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        contentType: fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }),
      }),
    },
  );
}

/** No credentials, broken ones, or (mostly, when the test has some) valid tokens that reach the operation itself. */
function authorizationArbitrary(tokens: readonly string[]): fc.Arbitrary<string | undefined> {
  const broken = fc.oneof(
    hostileText.map((text) => `Bearer ${text}`),
    fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Basic YWRtaW46YWRtaW4=', 'Bearer'),
  );
  if (tokens.length === 0) return fc.option(broken, { nil: undefined, freq: 3 });
  return fc.oneof(
    { weight: 1, arbitrary: fc.option(broken, { nil: undefined, freq: 2 }) },
    { weight: 4, arbitrary: fc.constantFrom(...tokens.map((token) => `Bearer ${token}`)) },
  );
}

/**
 * Requests for one operation of the document, sent with `tokens` as bearer tokens most of the time when given.
 * Throws when a parameter or body of it has no generator.
 */
export function requestsFor(operation: Operation, tokens: readonly string[] = []): fc.Arbitrary<FuzzRequest> {
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') {
      throw new Error(
        `No generator for ${operation.method} ${operation.path}: ${parameter.in} parameter ${parameter.name}`,
      );
    }
  }
  if (!METHODS.includes(operation.method)) throw new Error(`No generator for ${operation.method} ${operation.path}`);
  const method = operation.method as FuzzRequest['method'];
  const hasBody = Object.keys(operation.bodies).length > 0;
  const body = hasBody ? bodyArbitrary(operation) : fc.constant(undefined);
  return fc
    .tuple(pathArbitrary(operation), queryArbitrary(operation), body, authorizationArbitrary(tokens))
    .map(([path, query, content, auth]) => {
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = auth;
      if (content?.contentType) headers['content-type'] = content.contentType;
      return { method, url: query ? `${path}?${query}` : path, headers, payload: content?.payload };
    });
}
