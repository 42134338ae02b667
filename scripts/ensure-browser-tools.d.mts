export declare const headlessShellPath: string;
export declare const chromiumPath: string;
export declare function ensureBrowserTools(use: 'journeys' | 'bench'): void;
