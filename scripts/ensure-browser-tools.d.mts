export declare const chromiumPath: string;
export declare function ensureBrowserTools(): void;
