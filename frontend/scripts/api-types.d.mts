export const OPENAPI_FILE: string;
export const API_SCHEMA_FILE: string;
export function apiSchemaSource(document: unknown): Promise<string>;
