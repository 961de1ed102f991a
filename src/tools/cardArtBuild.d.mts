export declare function cardArtFiles(root: string): Promise<Array<[string, Buffer]>>;
