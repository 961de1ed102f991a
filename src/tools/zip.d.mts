export declare function filesUnder(dir: string): [string, Buffer][];
export declare function zip(entries: readonly (readonly [string, Uint8Array])[]): Buffer;
