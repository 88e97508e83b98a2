import type { JsonSchema } from './json-schema';

/** One operation of the API's OpenAPI document, as the fuzzer needs it. */
export interface ApiOperation {
  /** `METHOD /path/{param}`, as the document spells it. */
  name: string;
  method: string;
  path: string;
  permission: string | undefined;
  /** The path, query and body of a request as one JSON Schema, so one mutation engine serves all three. */
  request: RequestSchema;
  /** Whether the operation takes a JSON body at all. */
  hasBody: boolean;
}

export interface RequestSchema extends JsonSchema {
  type: 'object';
  properties: { path: JsonSchema; query: JsonSchema; body?: JsonSchema };
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  'x-permission'?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A parameter's schema without `null`: a URL cannot carry one, so `null` is no valid value there. */
function withoutNull(schema: JsonSchema = {}): JsonSchema {
  if (!Array.isArray(schema.type)) return schema;
  return { ...schema, type: schema.type.filter((type) => type !== 'null') };
}

/** The parameters found `in` one place, as an object schema with their names as properties. */
function parametersSchema(parameters: OpenApiParameter[], place: string): JsonSchema {
  const found = parameters.filter((parameter) => parameter.in === place);
  return {
    type: 'object',
    properties: Object.fromEntries(found.map((parameter) => [parameter.name, withoutNull(parameter.schema)])),
    required: found.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** Every operation of an OpenAPI 3.1 document. */
export function readOperations(document: { paths: Record<string, Record<string, unknown>> }): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const operation = raw as OpenApiOperation;
        const parameters = operation.parameters ?? [];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        const request: RequestSchema = {
          type: 'object',
          properties: {
            path: parametersSchema(parameters, 'path'),
            query: parametersSchema(parameters, 'query'),
            ...(body ? { body } : {}),
          },
          required: ['path', 'query', ...(body && operation.requestBody?.required ? ['body'] : [])],
        };
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          permission: operation['x-permission'],
          request,
          hasBody: body !== undefined,
        };
      }),
  );
}
