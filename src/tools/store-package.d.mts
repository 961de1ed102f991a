export declare function storeManifest(manifest: Record<string, unknown>, browser: 'chrome' | 'firefox'): Record<string, unknown>;
export declare function storePackages(dist: string): { chrome: Buffer; firefox: Buffer };
