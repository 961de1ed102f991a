export declare function loadNodeLibrary(root: string, name: string, exports: string[]): Promise<any>;
