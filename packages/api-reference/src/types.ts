// The API artifacts the Go pipeline writes (tools/openapi), typed from their
// JSON Schemas, schemas/data/api-index.schema.json and api-operation.schema.json
// (the theme generates artifacts/*.d.ts from them).
import type { ApiOperation } from '@vocedocs/theme/artifacts/api-operation';

export type {
  ApiIndex,
  ApiOperationRef,
  ApiSecurityScheme,
  ApiServer,
  ApiSidebarCategory,
  ApiSidebarData,
  ApiSidebarItem,
  ApiTag,
  ApiText,
  HttpMethod,
  SecuritySchemeType,
} from '@vocedocs/theme/artifacts/api-index';
export type {
  ApiMediaContent,
  ApiOperation,
  ApiOperationLink,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiResponseHeader,
  ApiSecurityRequirement,
  ApiSecurityUse,
  BodyKind,
  JsonValue,
  SchemaNode,
  SchemaProperty,
  SchemaType,
} from '@vocedocs/theme/artifacts/api-operation';

export type ParameterLocation = keyof ApiOperation['parameters'];
