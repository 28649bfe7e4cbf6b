export function artifactTypes(): Promise<Map<string, string>>;
