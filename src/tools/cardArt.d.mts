export declare const ART_VIEWBOX: string;
export declare const ART_BACKS: Readonly<Record<string, string>>;
export declare const FACE_IDS: readonly string[];
export declare function svgCardsSource(root: string): string;
export declare function cardArt(source: string): Record<string, string>;
