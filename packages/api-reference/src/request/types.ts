import type { JsonValue, ParameterLocation } from '../types';

/** What the reader typed or picked in the try-it panel; the code samples follow it too. */
export interface RequestInputs {
  /** A server of the spec, or the reader's own VoceChat URL as typed. */
  server: string;
  apiKey: string;
  /** Parameter values as typed, by location and name; "" leaves an optional one out. */
  params: Record<ParameterLocation, Record<string, string>>;
  /** The chosen media type of the request body; "" without a body. */
  mediaType: string;
  /** A JSON or text body as typed. */
  body: string;
  /** Text fields of a multipart or URL-encoded body. */
  form: Record<string, string>;
  /** Files picked in the try-it panel: by form field, "" for a raw binary body. */
  files: Record<string, File | undefined>;
}

export type RequestBodyPart =
  | { kind: 'none' }
  | { kind: 'json'; text: string; value?: JsonValue; error?: string }
  | { kind: 'text'; text: string }
  // A file field has the file's name as file, and an empty value.
  | { kind: 'form'; multipart: boolean; fields: { name: string; value: string; file?: string }[] }
  | { kind: 'binary'; fileName: string };

/** How the samples read the answer: from the first 2xx response's media type. */
export type ResponseKind = 'json' | 'text' | 'binary' | 'none';

/** A request ready to print as a code sample or to send with fetch. */
export interface BuiltRequest {
  method: string;
  /** The full URL, query string included. */
  url: string;
  /** The resolved server base URL, or null when the typed one is not a URL. */
  baseUrl: string | null;
  headers: [string, string][];
  body: RequestBodyPart;
  response: ResponseKind;
  /** Required path parameters left empty (their {name} stays in the URL). */
  missing: string[];
}
