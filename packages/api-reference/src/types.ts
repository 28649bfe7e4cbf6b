// Shapes of the API artifacts the Go pipeline writes (tools/openapi):
// schemas/data/api-index.schema.json and api-operation.schema.json are the
// contract; these types follow them field for field.

import type { BodyNode } from '@vocedocs/theme';

/**
 * A description: its Markdown rendered by the Go stage into the element
 * tree the theme's `Body` renders, links already checked; [] when none.
 */
export type ApiText = BodyNode[];

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/** Any JSON value (examples, defaults, enum members). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type SchemaType = 'array' | 'boolean' | 'integer' | 'null' | 'number' | 'object' | 'string';

/**
 * A self-contained schema tree, ready to show: references are inlined
 * (refName names the component), a reference back into a schema being
 * expanded is cut as { circular: name }, properties keep the document's
 * order, and an allOf of objects comes folded into one object.
 */
export interface SchemaNode {
  /** The short type: integer(int64), Pet[], map<string, number>, string | integer. */
  label: string;
  /** A oneOf/anyOf member's tab label (discriminator value, title or component name). */
  variant?: string;
  refName?: string;
  circular?: string;
  truncated?: true;
  type?: SchemaType;
  types?: Exclude<SchemaType, 'null'>[];
  format?: string;
  title?: string;
  description?: ApiText;
  enum?: JsonValue[];
  default?: JsonValue;
  example?: JsonValue;
  nullable?: true;
  readOnly?: true;
  writeOnly?: true;
  deprecated?: true;
  required?: string[];
  properties?: SchemaProperty[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  not?: SchemaNode;
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: true;
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

export interface ApiServer {
  url: string;
  description: string;
}

export type SecuritySchemeType = 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';

export interface ApiSecurityScheme {
  /** Its key in components.securitySchemes. */
  name: string;
  type: SecuritySchemeType;
  in?: 'query' | 'header' | 'cookie';
  /** apiKey: the header, query or cookie name. */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: ApiText;
}

export interface ApiSecurityUse extends ApiSecurityScheme {
  scopes: string[];
}

/** One way to authenticate: all its schemes together; none means "no credentials needed". */
export interface ApiSecurityRequirement {
  schemes: ApiSecurityUse[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ApiParameter {
  name: string;
  required: boolean;
  description: ApiText;
  deprecated: boolean;
  schema?: SchemaNode;
  example?: JsonValue;
}

/** How a body of a media type is edited and sent. */
export type BodyKind = 'json' | 'text' | 'multipart' | 'urlencoded' | 'binary';

export interface ApiMediaContent {
  mediaType: string;
  kind: BodyKind;
  schema?: SchemaNode;
  example?: JsonValue;
}

export interface ApiRequestBody {
  required: boolean;
  description: ApiText;
  content: ApiMediaContent[];
}

export interface ApiResponseHeader {
  name: string;
  required: boolean;
  description: ApiText;
  deprecated: boolean;
  schema?: SchemaNode;
}

export interface ApiResponse {
  /** "200", "4XX" or "default". */
  status: string;
  /** The inline content of the description's first paragraph, shown beside the status. */
  summary: BodyNode[];
  /** The rest of the description. */
  description: ApiText;
  headers: ApiResponseHeader[];
  content: ApiMediaContent[];
}

export interface ApiOperationLink {
  slug: string;
  summary: string;
  method: HttpMethod;
}

/** One operation page (api/operations/<slug>.json under build/data). */
export interface ApiOperation {
  slug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: ApiText;
  operationId: string;
  tags: string[];
  deprecated: boolean;
  /** Alternatives: any one suffices; [] means no security. */
  security: ApiSecurityRequirement[];
  parameters: Record<ParameterLocation, ApiParameter[]>;
  requestBody: ApiRequestBody | null;
  responses: ApiResponse[];
  prev: ApiOperationLink | null;
  next: ApiOperationLink | null;
  servers: ApiServer[];
}

export interface ApiOperationRef {
  slug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  deprecated: boolean;
}

export interface ApiTag {
  name: string;
  /** x-displayName, else name. */
  label: string;
  description: ApiText;
  operations: ApiOperationRef[];
}

export interface ApiSidebarItem {
  /** The operation's summary. */
  label: string;
  /** The operation's slug, relative to the API base route. */
  href: string;
  method: HttpMethod;
}

export interface ApiSidebarCategory {
  tag: string;
  label: string;
  items: ApiSidebarItem[];
}

export interface ApiSidebarData {
  categories: ApiSidebarCategory[];
}

/** The API landing page's data (api/index.json under build/data). */
export interface ApiIndex {
  title: string;
  version: string;
  openapi: string;
  description: ApiText;
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  sidebar: ApiSidebarData;
  /** Where the site serves the spec file; "" until the pipeline fills it. */
  specUrl: string;
}
