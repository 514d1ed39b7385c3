/**
 * The parts of an OpenAPI 3.1 document the reference shows: operations grouped by tag, with their parameters
 * and answers. Only what is read is typed; the document is the API's own `/api/v1/openapi.json`.
 */
export interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    'x-rate-limit-per-minute'?: number;
    /** The limit of an API key issued without one of its own. */
    'x-api-key-rate-limit-per-minute'?: number;
  };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, { type?: string; in?: string; name?: string }> };
}

export interface Parameter {
  name: string;
  location: string;
  required: boolean;
  /** Readable type: `integer`, `string (date)`, `one of: en, nl, fr, de`. */
  type: string;
  description: string | undefined;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  responses: { status: string; description: string; mediaTypes: string[] }[];
}

export interface OperationGroup {
  tag: string;
  description: string | undefined;
  operations: Operation[];
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** A schema in a few words, for a table cell. */
export function describeSchema(schema: OpenApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return `${schema.enum.map(String).join(' | ')}`;
  if (schema.anyOf) return schema.anyOf.map(describeSchema).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? '');
  const details = [
    schema.format,
    schema.pattern && `/${schema.pattern}/`,
    schema.minimum !== undefined && schema.maximum !== undefined && `${schema.minimum}–${schema.maximum}`,
    schema.default !== undefined && `= ${JSON.stringify(schema.default)}`,
  ].filter(Boolean);
  const base = type === 'array' ? `${describeSchema(schema.items)}[]` : type;
  return details.length ? `${base} (${details.join(', ')})` : base;
}

/** Operations grouped by their first tag, in the order the document declares its tags. */
export function groupOperations(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>(
    (document.tags ?? []).map((tag) => [tag.name, { tag: tag.name, description: tag.description, operations: [] }]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { tag, description: undefined, operations: [] });
      groups.get(tag)!.operations.push({
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, ''),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? operation.description ?? '',
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          location: parameter.in,
          required: parameter.required ?? false,
          type: describeSchema(parameter.schema),
          description: parameter.description ?? parameter.schema?.description,
        })),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: response.description ?? '',
          mediaTypes: Object.keys(response.content ?? {}),
        })),
      });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}
