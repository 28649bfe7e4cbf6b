export function pageHTML(records: unknown[]): string;
export function groupByPage(records: unknown[]): Map<string, unknown[]>;
export function vocabulary(records: unknown[]): string[];
export function writeIndex(recordsDir: string, outDir: string): Promise<void>;
