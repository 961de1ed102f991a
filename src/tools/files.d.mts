export declare function newestMtime(paths: readonly string[]): number;
export declare function isStale(target: string, sources: readonly string[]): boolean;
export declare function writeFileAtomic(path: string, bytes: string | Uint8Array): void;
export declare function findUp(dir: string, markers: readonly string[]): string | undefined;
