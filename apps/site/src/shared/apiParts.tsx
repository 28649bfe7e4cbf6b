// The API reference's part of the site: its own chunk and stylesheet, so doc
// pages neither download nor parse it. See apiChunk.ts.
import '@vocedocs/api-reference/style.css';

export { ApiIndexPage, ApiOperationPage, ApiSidebar } from '@vocedocs/api-reference';
