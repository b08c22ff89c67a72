export declare const readVersion: (root?: string) => string;
export declare const resolveCommit: (env?: Record<string, string | undefined>, root?: string) => string;
