export declare function importsOf(dist: string, file: string): { static: string[]; dynamic: string[] };
export declare function scriptLoad(dist: string, entry?: string): { atOpen: string[]; later: string[] };
export declare const OPEN_BUDGET: number;
export interface FileSize { file: string; raw: number; gz: number }
export declare function fileSize(dist: string, file: string): FileSize;
export declare function openLoad(dist: string, entry?: string): { files: FileSize[]; raw: number; gz: number };
