// Types of sdk-sources.js (plain JavaScript, so that `npm run sdk:generate` runs it with no build step).
export declare const SDK_GENERATED_FOLDER: string;
export declare function documentForSdk<T>(document: T): T;
export declare function operationTable(
  document: unknown,
): Record<string, { method: string; path: string; scopes: string[] | null; idempotencyKey: boolean }>;
export declare function generateSdkSources(document: unknown): Promise<Record<string, string>>;
