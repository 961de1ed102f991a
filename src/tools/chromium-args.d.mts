export declare const chromiumExtensionArgs: (dist: string) => string[];
