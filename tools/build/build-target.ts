/**
 * Which app a build makes (docs/architecture.md#three-ways-to-run): the demo, whose mock backend answers in the
 * page, or the real-API build. The API variables decide, read like the app reads them (Vite's loadEnv for the mode:
 * the environment, then `.env`, `.env.local`, `.env.<mode>`, `.env.<mode>.local`). Setting either of them makes a
 * real-API build whatever the command: a demo that carries an API URL would let the mock worker answer the real
 * API's calls in the browser. `--mode api` without them makes one too, against `/api` and `/integration-api` on the
 * app's own origin.
 */

export const API_URL_VARIABLES = ['VITE_PLAYER_API_URL', 'VITE_INTEGRATION_API_URL'] as const;

export type ApiUrlVariable = (typeof API_URL_VARIABLES)[number];

/** The API URLs a build was given, by the variable that set them. */
type ApiUrls = Readonly<Partial<Record<ApiUrlVariable, string>>>;

/** Where a build sends its error reports (docs/architecture.md#error-reporting): an http(s) URL; unset, none are sent. */
export const ERROR_REPORT_URL_VARIABLE = 'VITE_ERROR_REPORT_URL';

export interface BuildTarget {
  /** True: the mock backend in the page (msw and its worker); false: the real API, and no mock code at all. */
  readonly demo: boolean;
  readonly apiUrls: ApiUrls;
  /** The error report endpoint, when VITE_ERROR_REPORT_URL is set: the security policy lets the app call it. */
  readonly errorReportUrl?: string;
}

/** The mode of `npm run build:api`. */
const REAL_API_MODE = 'api';

export function buildTargetOf(mode: string, env: Readonly<Record<string, string | undefined>>): BuildTarget {
  const apiUrls: Partial<Record<ApiUrlVariable, string>> = {};
  for (const name of API_URL_VARIABLES) {
    const value = env[name];
    if (value === undefined) continue;
    // A blank value would reach the app as an empty API base: say so rather than guess which build was meant.
    if (value.trim() === '') {
      throw new Error(
        `${name} is set but empty (in the environment or a .env file). Remove it for a demo build, ` +
          `or give the API's URL (https://api.example.com/api) for a real-API build.`,
      );
    }
    apiUrls[name] = value;
  }
  const errorReportUrl = env[ERROR_REPORT_URL_VARIABLE];
  if (errorReportUrl !== undefined && errorReportUrl.trim() === '') {
    throw new Error(
      `${ERROR_REPORT_URL_VARIABLE} is set but empty (in the environment or a .env file). Remove it, or give the URL that receives error reports (https://errors.example.com/report).`,
    );
  }
  return {
    demo: mode !== REAL_API_MODE && Object.keys(apiUrls).length === 0,
    apiUrls,
    ...(errorReportUrl === undefined ? {} : { errorReportUrl }),
  };
}
