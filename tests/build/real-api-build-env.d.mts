// The types of real-api-build-env.mjs, which the Node scripts import as it is and playwright.api.config.ts reads.
export declare const MOCK_API_PORT: number;
export declare const PLAYER_API_URL: string;
export declare const INTEGRATION_API_URL: string;
export declare const ERROR_REPORT_URL: string;
export declare const CONNECT_ORIGINS: readonly string[];
export declare const REAL_API_OUT_DIR: string;
export declare function realApiBuildEnv(): NodeJS.ProcessEnv;
