import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { parentProfile, playerProfile, setUpProfilePage } from './profile-fakes.test-support';

describe('ProfilePageViewModel', () => {
  it('is loading until the profile and the positions are in, then builds the sections', async () => {
    const { page, api } = await setUpProfilePage();
    expect(page.state).toBe('loading');
    api.hold();
    const loading = page.load();
    expect(page.state).toBe('loading');
    expect(page.sections).toBeNull();
    api.release();
    await loading;
    expect(page.state).toBe('ready');
    expect(api.calls).toEqual(['getProfile acc-1', 'getPositions']);
    expect(page.sections?.personal.positions).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);
    expect(page.store.profile?.personal.firstName).toBe('Alex');
  });

  it('a failed profile read offers a retry that reads only what is missing', async () => {
    const { page, api } = await setUpProfilePage();
    api.profileAnswers.push(new ApiError('NETWORK', 'offline', 0));
    await page.load();
    expect(page.state).toBe('failed');
    expect(page.failureCode).toBe('TRY_AGAIN_LATER');
    await page.retry();
    expect(page.state).toBe('ready');
    expect(api.calls).toEqual(['getProfile acc-1', 'getPositions', 'getProfile acc-1']);
  });

  it('says access denied when the profile is not the caller’s', async () => {
    const { page, api } = await setUpProfilePage();
    api.profileAnswers.push(new ApiError('BP_403', 'Access denied', 403));
    await page.load();
    expect(page.failureCode).toBe('ACCESS_DENIED');
  });

  it('a player’s page needs the positions: their failure is a load error with a retry', async () => {
    const { page, api } = await setUpProfilePage();
    api.positionAnswers.push(new ApiError('BP_500', 'boom', 500));
    await page.load();
    expect(page.state).toBe('failed');
    expect(page.failureCode).toBe('GENERIC_ERROR');
    await page.retry();
    expect(page.state).toBe('ready');
    expect(api.calls).toEqual(['getProfile acc-1', 'getPositions', 'getPositions']);
  });

  it('a parent’s page opens without the positions', async () => {
    const { page, api } = await setUpProfilePage(parentProfile());
    api.positionAnswers.push(new ApiError('BP_500', 'boom', 500));
    await page.load();
    expect(page.state).toBe('ready');
    expect(page.sections?.personal.ownPlayer).toBe(false);
  });

  it('puts the profile’s user into the session (the sidebar’s name follows)', async () => {
    const { page, session } = await setUpProfilePage(playerProfile({ firstName: 'Alexandra' }));
    await page.load();
    expect(session.user?.firstName).toBe('Alexandra');
  });
});
