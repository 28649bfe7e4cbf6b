// Generated from schemas/data/api-operation.schema.json by scripts/artifact-types.mjs: edit the schema, not this file.

export type Slug = string;
export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';
/**
 * A node of a page body: text, or [tag, attributes, ...children]. A type union, not oneOf: the array keywords do not apply to strings, and a oneOf validated every node twice, building an error for the branch that failed. tsType is the TypeScript type, as the generator does not read prefixItems.
 *
 * @minItems 2
 */
export type BodyNode = string | [string, Record<string, unknown>, ...BodyNode[]];
/**
 * a description, Markdown rendered by tools/markdown into the element tree a page body is made of; [] when there is none
 */
export type Text = BodyNode[];
export type SchemaList = Schema[];
export type Count = number;
/**
 * a description, Markdown rendered by tools/markdown into the element tree a page body is made of; [] when there is none
 */
export type Text1 = BodyNode[];
/**
 * previous operation in document order; null for the first
 */
export type Link = null | {
  slug: Slug;
  summary: string;
  method: Method;
};
/**
 * next operation in document order; null for the last
 */
export type Link1 = null | {
  slug: Slug;
  summary: string;
  method: Method;
};

/**
 * Written by tools/openapi (Operation). Self-contained: schemas are inlined, cycles cut as {"circular": name}. Descriptions are element trees (see $defs/text) that the React side renders as they are.
 */
export interface OneAPIOperationPageApiOperationsSlugJsonUnderBuildData {
  slug: Slug;
  method: Method;
  path: string;
  /**
   * the title the slug was made from: summary, else operationId, else "Missing summary"
   */
  summary: string;
  description: Text;
  operationId: string;
  tags: string[];
  deprecated: boolean;
  /**
   * alternatives: any one requirement suffices; a requirement with no schemes means no credentials are needed; [] means no security
   */
  security: {
    schemes: SecurityUse[];
  }[];
  parameters: {
    path: Parameter[];
    query: Parameter[];
    header: Parameter[];
    cookie: Parameter[];
  };
  requestBody: null | {
    required: boolean;
    description: Text;
    content: MediaContent[];
  };
  responses: {
    status: string;
    /**
     * the inline content of the description's first paragraph, shown beside the status
     */
    summary: BodyNode[];
    description: Text1;
    headers: {
      name: string;
      required: boolean;
      description: Text;
      deprecated: boolean;
      schema?: Schema;
    }[];
    content: MediaContent[];
  }[];
  prev: Link;
  next: Link1;
  /**
   * @minItems 1
   */
  servers: {
    url: string;
    description: string;
  }[];
}
export interface SecurityUse {
  /**
   * its key in components.securitySchemes
   */
  name: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  in?: 'query' | 'header' | 'cookie';
  /**
   * apiKey: the header, query or cookie name
   */
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: Text;
  scopes: string[];
}
export interface Parameter {
  name: string;
  required: boolean;
  description: Text;
  deprecated: boolean;
  schema?: Schema;
  /**
   * the parameter's example, else one generated from its schema
   */
  example?: {
    [k: string]: unknown;
  };
}
/**
 * A schema with references inlined, ready to show: an allOf of objects comes folded into one object. refName names the component a reference pointed at; {"circular": name} stands where a reference loops back; truncated marks a reference left out because the tree grew too large.
 */
export interface Schema {
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
  type?: 'array' | 'boolean' | 'integer' | 'null' | 'number' | 'object' | 'string';
  /**
   * @minItems 2
   */
  types?: ('array' | 'boolean' | 'integer' | 'number' | 'object' | 'string')[];
  format?: string;
  title?: string;
  description?: Text;
  /**
   * @minItems 1
   */
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: true;
  readOnly?: true;
  writeOnly?: true;
  deprecated?: true;
  required?: string[];
  /**
   * in document order
   */
  properties?: {
    name: string;
    required: boolean;
    schema: Schema;
  }[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: SchemaList;
  anyOf?: SchemaList;
  allOf?: SchemaList;
  not?: Schema;
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
  minLength?: Count;
  maxLength?: Count;
  pattern?: string;
  minItems?: Count;
  maxItems?: Count;
  uniqueItems?: true;
  minProperties?: Count;
  maxProperties?: Count;
}
export interface MediaContent {
  mediaType: string;
  /**
   * how a body of this media type is edited and sent
   */
  kind: 'json' | 'text' | 'multipart' | 'urlencoded' | 'binary';
  schema?: Schema;
  /**
   * the media type's example (or first of examples), else one generated from the schema; absent when there is nothing to show
   */
  example?: {
    [k: string]: unknown;
  };
}
