// The operations of the API as the OpenAPI document describes them (ARCHITECTURE §4): what the fuzzer sends
// to, and what the permission table must have a row for.
import { z } from 'zod';

/** The subset of JSON Schema that fastify-type-provider-zod writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** `{ not: {} }` is a field that must never be sent. */
  not?: JsonSchema;
}

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface Parameter {
  name: string;
  schema: JsonSchema;
  isRequired: boolean;
}

export interface Operation {
  method: HttpMethod;
  /** In OpenAPI form: /api/listings/{id}; a catch-all is {*}. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body?: { schema: JsonSchema; isRequired: boolean };
  /** The media types the operation declares for its body (`consumes`), e.g. application/json. */
  contentTypes: string[];
}

export const operationKey = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

const jsonSchema = z.custom<JsonSchema>((value) => typeof value === 'object' && value !== null, 'a JSON schema');
const parameterSchema = z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: jsonSchema.optional() });
const operationObjectSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({ required: z.boolean().optional(), content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) })
    .optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

function toParameters(parameters: z.infer<typeof parameterSchema>[], location: 'path' | 'query'): Parameter[] {
  return parameters
    .filter((parameter) => parameter.in === location)
    .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {}, isRequired: parameter.required ?? location === 'path' }));
}

/** Every operation of an OpenAPI 3 document (e.g. `app.swagger()`). */
export function readOperations(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(documentSchema.parse(document).paths)) {
    for (const method of httpMethods) {
      const rawOperation = pathItem[method.toLowerCase()];
      if (rawOperation === undefined) continue;
      const operation = operationObjectSchema.parse(rawOperation);
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        method,
        path,
        pathParameters: toParameters(parameters, 'path'),
        queryParameters: toParameters(parameters, 'query'),
        body: bodySchema ? { schema: bodySchema, isRequired: operation.requestBody?.required ?? false } : undefined,
        contentTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return operations;
}

/** A Fastify route path in OpenAPI form, as @fastify/swagger writes it: `:id` → `{id}`, `*` → `{*}`. */
export function toOpenApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{*}');
}

export const isCatchAll = (path: string) => path.includes('{*}');

/** Whether a concrete path (or another template) falls under an OpenAPI path template. */
export function matchesPathTemplate(template: string, path: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part === '{*}' ? '.+' : part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}
