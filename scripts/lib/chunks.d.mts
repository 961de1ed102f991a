export declare function importsOf(dist: string, file: string): { static: string[]; dynamic: string[] };
export declare function scriptLoad(dist: string, entry?: string): { atOpen: string[]; later: string[] };
