/**
 * Reading the app's OpenAPI document for tests that walk every route: the operations, a value each
 * schema accepts, and every string field a client can send.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  parameters: Parameter[];
  /** Media type and schema of the request body, when it has one. */
  body: { mediaType: string; schema: JsonSchema } | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

export function operationsOf(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDocument).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const [mediaType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: mediaType && content ? { mediaType, schema: content.schema } : null,
      });
    }
  }
  return ops;
}

/** A fixed id: the walk is the same on every run. */
export const SAMPLE_UUID = '7d0c3a52-8a43-4c1e-9f2b-3c5e1a2b4d6f';
/** Texts tried in turn against a string's pattern (a code, a phone number, plain words, a link token, a time of day). */
const TEXT_CANDIDATES = ['123456', '+911234567890', 'walk@example.com', 'sample', 'w'.repeat(43), '22:00'];

const isNullOnly = (s: JsonSchema) => s.type === 'null';
const branches = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? null;

function sampleText(schema: JsonSchema, key: string | undefined): string {
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date') return '2000-01-01';
  if (schema.format === 'date-time') return '2000-01-01T00:00:00.000Z';
  if (schema.format === 'uri') return 'https://push.example.com/walk';
  if (key && /email/i.test(key)) return 'walk@example.com';
  const fits = (text: string) => !schema.pattern || new RegExp(schema.pattern).test(text);
  const text = TEXT_CANDIDATES.find(fits) ?? 'sample';
  const padded = text.padEnd(schema.minLength ?? 0, '-x');
  return schema.maxLength === undefined ? padded : padded.slice(0, schema.maxLength);
}

/** A value the schema accepts, with only the required properties of objects filled in. */
export function sampleOf(schema: JsonSchema, key?: string): unknown {
  const options = branches(schema);
  if (options) return sampleOf(options.find((o) => !isNullOnly(o)) ?? options[0] ?? {}, key);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleText(schema, key);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'null':
      return null;
    default: {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name] ?? {}, name);
      return out;
    }
  }
}

export interface StringField {
  /** Where in the value the string sits (keys and array indexes). */
  at: (string | number)[];
  schema: JsonSchema;
  /** A valid value around it: the object branch it belongs to, other fields sampled. */
  around: unknown;
}

/** Where a record's keys are free: the name the walk gives the one field it sends. */
export const FREE_KEY = 'field';

/** Every string field a client can send in a value of this schema, with a value to place it in. */
export function stringFieldsOf(schema: JsonSchema, at: (string | number)[] = [], around?: unknown): StringField[] {
  const base = around ?? sampleOf(schema);
  const options = branches(schema);
  if (options) {
    return options
      .filter((o) => !isNullOnly(o))
      .flatMap((o) => stringFieldsOf(o, at, at.length === 0 ? sampleOf(o) : base));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') return [{ at, schema, around: base }];
  if (type === 'array' && schema.items) return stringFieldsOf(schema.items, [...at, 0], base);
  const fields: StringField[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    fields.push(...stringFieldsOf(property, [...at, name], withObjectsAt(base, at, schema)));
  }
  if (typeof schema.additionalProperties === 'object') {
    fields.push(...stringFieldsOf(schema.additionalProperties, [...at, FREE_KEY], base));
  }
  return fields;
}

/** The sample with the object at `at` present (an optional nested object such as `partner`). */
function withObjectsAt(base: unknown, at: (string | number)[], schema: JsonSchema): unknown {
  if (at.length === 0) return base;
  return placeAt(base, at, { ...(sampleOf(schema) as object), ...((readAt(base, at) as object | undefined) ?? {}) });
}

function readAt(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);
}

/** A copy of `value` with `leaf` at `at`, creating the objects and arrays on the way. */
export function placeAt(value: unknown, at: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return leaf;
  if (typeof head === 'number') {
    const list = [...((value as unknown[] | undefined) ?? [])];
    list[head] = placeAt(list[head], rest, leaf);
    return list;
  }
  const object: Record<string, unknown> = { ...((value as object | undefined) ?? {}) };
  object[head] = placeAt(object[head], rest, leaf);
  return object;
}

/** Whether a string field is plain text (no list, format or constant narrows it). */
export const isFreeText = (schema: JsonSchema) =>
  schema.enum === undefined && schema.const === undefined && schema.format === undefined;
