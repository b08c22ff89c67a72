export declare const schemaDir: string;
export declare const sharedSchemaFiles: string[];
export declare const foreignTableReads: Record<string, string[]>;
export declare const schemaFileOwner: (file: string) => string | null;
export declare const moduleOfFile: (filename: string) => string | null;
export declare const allowedForeignOwners: (filename: string) => string[];
export declare const schemaExports: () => Map<string, string>;
export declare const schemaFileOf: (filename: string, specifier: string) => string | null;
