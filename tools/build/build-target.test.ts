import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTargetOf } from './build-target';

const PLAYER_API = 'https://api.example.com/api';

describe('which app a build makes', () => {
  it('makes the demo when no API URL is given, in any mode but api', () => {
    for (const mode of ['production', 'development', 'test'])
      expect(buildTargetOf(mode, {})).toEqual({ demo: true, apiUrls: {} });
  });

  it('makes the real-API build whenever an API URL is given, whatever the mode', () => {
    for (const mode of ['production', 'development', 'api']) {
      expect(buildTargetOf(mode, { VITE_PLAYER_API_URL: PLAYER_API, OTHER: 'x' })).toEqual({
        demo: false,
        apiUrls: { VITE_PLAYER_API_URL: PLAYER_API },
      });
    }
    expect(
      buildTargetOf('production', { VITE_INTEGRATION_API_URL: 'https://integration.example.com/integration-api' }).demo,
    ).toBe(false);
  });

  it('makes the real-API build in api mode without URLs (the APIs on the app origin)', () => {
    expect(buildTargetOf('api', {})).toEqual({ demo: false, apiUrls: {} });
  });

  it('carries the error report URL when VITE_ERROR_REPORT_URL is set, in either build, and fails on a blank one', () => {
    const url = 'https://errors.example.com/report';
    expect(buildTargetOf('production', { VITE_ERROR_REPORT_URL: url })).toEqual({
      demo: true,
      apiUrls: {},
      errorReportUrl: url,
    });
    expect(buildTargetOf('api', { VITE_ERROR_REPORT_URL: url }).errorReportUrl).toBe(url);
    expect('errorReportUrl' in buildTargetOf('api', {})).toBe(false);
    expect(() => buildTargetOf('api', { VITE_ERROR_REPORT_URL: '' })).toThrow(
      /^VITE_ERROR_REPORT_URL is set but empty /,
    );
  });

  it('fails on a blank API URL, naming the variable', () => {
    expect(() => buildTargetOf('production', { VITE_PLAYER_API_URL: ' ' })).toThrow(
      /^VITE_PLAYER_API_URL is set but empty .*Remove it for a demo build/,
    );
  });

  describe('with the variable in a .env file, read like the app reads it (loadEnv)', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it.each(['.env', '.env.local', '.env.production', '.env.production.local'])(
      '%s makes `vite build` a real-API build',
      (file) => {
        dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-env-'));
        writeFileSync(path.join(dir, file), `VITE_PLAYER_API_URL=${PLAYER_API}\n`);
        expect(buildTargetOf('production', loadEnv('production', dir, 'VITE_'))).toEqual({
          demo: false,
          apiUrls: { VITE_PLAYER_API_URL: PLAYER_API },
        });
      },
    );
  });
});
