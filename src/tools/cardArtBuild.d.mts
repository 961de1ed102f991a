export declare const ART_DIR: string;
export declare const ART_LICENCE: string;
export declare function cardArtFiles(root: string): Promise<Array<[string, Buffer]>>;
