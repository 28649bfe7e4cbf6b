// Generated from schemas/data/api-operation.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

export type Slug = string;
export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
/**
 * A node of a page body: text, or [tag, attributes, ...children]. A type union, not oneOf: the array keywords do not apply to strings, and a oneOf validated every node twice, building an error for the branch that failed. tsType is the TypeScript type, as the generator does not read prefixItems.
 *
 * @minItems 2
 */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];
/**
 * A description, Markdown rendered by tools/markdown into the element tree a page body is made of; [] when there is none
 */
export type ApiText = BodyNode[];
export type SecuritySchemeType = 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
export type SchemaType = 'array' | 'boolean' | 'integer' | 'null' | 'number' | 'object' | 'string';
/**
 * Any JSON value (examples, defaults, enum members).
 */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | {
      [k: string]: JsonValue;
    };
/**
 * How a body of this media type is edited and sent.
 */
export type BodyKind = 'json' | 'text' | 'multipart' | 'urlencoded' | 'binary';

/**
 * One API operation page (api/operations/<slug>.json under build/data), written by tools/openapi (Operation). Self-contained: schemas are inlined, cycles cut as {"circular": name}. Descriptions are element trees (see $defs/text) that the React side renders as they are.
 */
export interface ApiOperation {
  slug: Slug;
  method: HttpMethod;
  path: string;
  /**
   * the title the slug was made from: summary, else operationId, else "Missing summary"
   */
  summary: string;
  description: ApiText;
  operationId: string;
  tags: string[];
  deprecated: boolean;
  /**
   * alternatives: any one requirement suffices; [] means no security
   */
  security: ApiSecurityRequirement[];
  parameters: {
    path: ApiParameter[];
    query: ApiParameter[];
    header: ApiParameter[];
    cookie: ApiParameter[];
  };
  requestBody: ApiRequestBody | null;
  responses: ApiResponse[];
  /**
   * previous operation in document order; null for the first
   */
  prev: ApiOperationLink | null;
  /**
   * next operation in document order; null for the last
   */
  next: ApiOperationLink | null;
  /**
   * @minItems 1
   */
  servers: ApiServer[];
}
/**
 * One way to authenticate: all its schemes together; none means no credentials are needed.
 */
export interface ApiSecurityRequirement {
  schemes: ApiSecurityUse[];
}
export interface ApiSecurityUse {
  /**
   * its key in components.securitySchemes
   */
  name: string;
  type: SecuritySchemeType;
  in?: 'query' | 'header' | 'cookie';
  /**
   * apiKey: the header, query or cookie name
   */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: ApiText;
  scopes: string[];
}
export interface ApiParameter {
  name: string;
  required: boolean;
  description: ApiText;
  deprecated: boolean;
  schema?: SchemaNode;
  /**
   * the parameter's example, else one generated from its schema
   */
  example?: JsonValue;
}
/**
 * A schema with references inlined, ready to show: an allOf of objects comes folded into one object. refName names the component a reference pointed at; {"circular": name} stands where a reference loops back; truncated marks a reference left out because the tree grew too large.
 */
export interface SchemaNode {
  /**
   * the short type shown: integer(int64), Pet[], map<string, number>, string | integer
   */
  label: string;
  /**
   * a oneOf/anyOf member's tab label: its discriminator value, title or component name
   */
  variant?: string;
  refName?: string;
  circular?: string;
  truncated?: true;
  type?: SchemaType;
  /**
   * @minItems 2
   */
  types?: ('array' | 'boolean' | 'integer' | 'number' | 'object' | 'string')[];
  format?: string;
  title?: string;
  description?: ApiText;
  /**
   * @minItems 1
   */
  enum?: JsonValue[];
  default?: JsonValue;
  example?: JsonValue;
  nullable?: true;
  readOnly?: true;
  writeOnly?: true;
  deprecated?: true;
  required?: string[];
  /**
   * in document order
   */
  properties?: SchemaProperty[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  not?: SchemaNode;
  discriminator?: {
    propertyName: string;
    /**
     * value → schema name (or the reference as written)
     */
    mapping?: {
      [k: string]: string;
    };
  };
  minimum?: number;
  maximum?: number;
  /**
   * minimum itself is excluded
   */
  exclusiveMinimum?: true;
  /**
   * maximum itself is excluded
   */
  exclusiveMaximum?: true;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: true;
  minProperties?: number;
  maxProperties?: number;
}
export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}
export interface ApiRequestBody {
  required: boolean;
  description: ApiText;
  content: ApiMediaContent[];
}
export interface ApiMediaContent {
  mediaType: string;
  kind: BodyKind;
  schema?: SchemaNode;
  /**
   * the media type's example (or first of examples), else one generated from the schema; absent when there is nothing to show
   */
  example?: JsonValue;
}
export interface ApiResponse {
  /**
   * "200", "4XX" or "default"
   */
  status: string;
  /**
   * the inline content of the description's first paragraph, shown beside the status
   */
  summary: BodyNode[];
  description: ApiText;
  headers: ApiResponseHeader[];
  content: ApiMediaContent[];
}
export interface ApiResponseHeader {
  name: string;
  required: boolean;
  description: ApiText;
  deprecated: boolean;
  schema?: SchemaNode;
}
export interface ApiOperationLink {
  slug: Slug;
  summary: string;
  method: HttpMethod;
}
export interface ApiServer {
  url: string;
  description: string;
}
