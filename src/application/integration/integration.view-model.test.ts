import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { ApiError } from '../../domain/errors/api-error';
import type { ChildCodeRequest, IntegrationApi, IntegrationLogin } from '../ports/integration-api.port';
import { IntegrationViewModel } from './integration.view-model';

const PLAYER_LOGIN: IntegrationLogin = { otp: 'PLAYERCODE23', accountId: 'acc-player', children: [] };
const PARENT_LOGIN: IntegrationLogin = {
  otp: 'PARENTCODE45',
  accountId: 'acc-parent',
  children: [
    { id: 'pl-emma', firstName: 'Emma', lastName: 'Martin' },
    { id: 'pl-noah', firstName: 'Noah', lastName: 'Martin' },
  ],
};

class FakeIntegrationApi implements IntegrationApi {
  readonly logins: { email: string; password: string }[] = [];
  readonly childRequests: ChildCodeRequest[] = [];
  loginAnswer: IntegrationLogin | Error = PLAYER_LOGIN;
  childAnswer: string | Error = 'CHILDCODE678';

  authenticate(email: string, password: string): Promise<IntegrationLogin> {
    this.logins.push({ email, password });
    return this.loginAnswer instanceof Error ? Promise.reject(this.loginAnswer) : Promise.resolve(this.loginAnswer);
  }

  authenticateChild(request: ChildCodeRequest): Promise<string> {
    this.childRequests.push(request);
    return this.childAnswer instanceof Error ? Promise.reject(this.childAnswer) : Promise.resolve(this.childAnswer);
  }
}

function setUp(loginAnswer: IntegrationLogin | Error = PLAYER_LOGIN) {
  const api = new FakeIntegrationApi();
  api.loginAnswer = loginAnswer;
  const clock = new FakeClock();
  const viewModel = new IntegrationViewModel(api, clock);
  return { api, clock, viewModel };
}

/** Whether `text` is held anywhere under `root` (own properties, read through MobX's getters), apart from `skip`. */
function holdsText(root: object, text: string, skip: readonly object[]): boolean {
  const seen = new Set<unknown>(skip);
  const visit = (value: unknown): boolean => {
    if (typeof value === 'string') return value.includes(text);
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    if (value instanceof Map || value instanceof Set) return [...value.values()].some(visit);
    return Reflect.ownKeys(value).some((key) => visit(Reflect.get(value, key)));
  };
  return visit(root);
}

async function signIn(viewModel: IntegrationViewModel, email = 'player@example.com'): Promise<void> {
  viewModel.setEmail(email);
  viewModel.setPassword('demo-pass-1');
  await viewModel.submit();
}

describe('IntegrationViewModel: the form', () => {
  it('shows no field error before the first submit, then the rule codes', async () => {
    const { api, viewModel } = setUp();
    viewModel.setPassword('short');
    expect(viewModel.emailError).toBeNull();
    expect(viewModel.passwordError).toBeNull();
    await viewModel.submit();
    expect(viewModel.emailError).toBe('EMAIL_REQUIRED');
    expect(viewModel.passwordError).toBe('PASSWORD_LENGTH_INVALID');
    expect(api.logins).toEqual([]);
    expect(viewModel.step).toBe('form');
  });

  it('sends the trimmed email and the password as typed', async () => {
    const { api, viewModel } = setUp();
    await signIn(viewModel, '  player@example.com ');
    expect(api.logins).toEqual([{ email: 'player@example.com', password: 'demo-pass-1' }]);
  });

  it('turns BP_401 into INVALID_CREDENTIALS and anything else into GENERIC_ERROR', async () => {
    const cases: [Error, string][] = [
      [new ApiError('BP_401', 'Invalid credentials', 401), 'INVALID_CREDENTIALS'],
      [new ApiError('BP_500', 'boom', 500), 'GENERIC_ERROR'],
      [new ApiError('NETWORK', 'offline', 0), 'GENERIC_ERROR'],
      [new TypeError('bad'), 'GENERIC_ERROR'],
    ];
    for (const [error, code] of cases) {
      const { viewModel } = setUp(error);
      await signIn(viewModel);
      expect(viewModel.loginError).toBe(code);
      expect(viewModel.step).toBe('form');
      expect(viewModel.busy).toBe(false);
    }
  });

  it('clears the login error on the next attempt', async () => {
    const { api, viewModel } = setUp(new ApiError('BP_401', 'no', 401));
    await signIn(viewModel);
    api.loginAnswer = PLAYER_LOGIN;
    await signIn(viewModel);
    expect(viewModel.loginError).toBeNull();
    expect(viewModel.step).toBe('code');
  });
});

describe('IntegrationViewModel: the access code and its 60 seconds', () => {
  it('goes straight to the code for a player, shown at 59 s and cleared with the expiry at 60 s', async () => {
    const { clock, viewModel } = setUp();
    await signIn(viewModel);
    expect(viewModel.step).toBe('code');
    expect(viewModel.accessCode.code).toBe('PLAYERCODE23');
    expect(viewModel.accessCode.secondsLeft).toBe(60);
    clock.advanceBy(1_000);
    expect(viewModel.accessCode.secondsLeft).toBe(59);
    clock.advanceBy(58_000);
    expect(viewModel.accessCode.code).toBe('PLAYERCODE23');
    expect(viewModel.accessCode.secondsLeft).toBe(1);
    expect(viewModel.codeError).toBeNull();
    clock.advanceBy(1_000);
    expect(viewModel.accessCode.code).toBeNull();
    expect(viewModel.accessCode.expired).toBe(true);
    expect(viewModel.codeError).toBe('ACCESS_CODE_EXPIRED');
    expect(viewModel.accessCode.secondsLeft).toBe(0);
  });

  it('after its 60 s the code is gone from memory, not only hidden', async () => {
    const { api, clock, viewModel } = setUp();
    await signIn(viewModel);
    expect(holdsText(viewModel, 'PLAYERCODE23', [api, clock])).toBe(true);
    clock.advanceBy(60_000);
    expect(viewModel.codeError).toBe('ACCESS_CODE_EXPIRED');
    expect(holdsText(viewModel, 'PLAYERCODE23', [api, clock])).toBe(false);
  });

  it("says which child the code on screen is for, and no one for the account's own code", async () => {
    const parent = setUp(PARENT_LOGIN);
    await signIn(parent.viewModel, 'parent@example.com');
    expect(parent.viewModel.codeFor).toBeNull();
    await parent.viewModel.chooseChild('pl-noah');
    expect(parent.viewModel.codeFor).toMatchObject({ id: 'pl-noah', firstName: 'Noah' });
    parent.viewModel.back();
    expect(parent.viewModel.codeFor).toBeNull();
    const player = setUp();
    await signIn(player.viewModel);
    expect(player.viewModel.step).toBe('code');
    expect(player.viewModel.codeFor).toBeNull();
  });

  it('restarts the 60 seconds for a new code', async () => {
    const { clock, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('pl-emma');
    clock.advanceBy(40_000);
    viewModel.back();
    await viewModel.chooseChild('pl-noah');
    clock.advanceBy(40_000);
    expect(viewModel.accessCode.code).toBe('CHILDCODE678');
    expect(viewModel.accessCode.secondsLeft).toBe(20);
  });

  it('stops the countdown when the user goes back before expiry', async () => {
    const { clock, viewModel } = setUp();
    await signIn(viewModel);
    viewModel.back();
    clock.advanceBy(120_000);
    expect(viewModel.accessCode.expired).toBe(false);
    expect(viewModel.accessCode.code).toBeNull();
  });
});

describe('IntegrationViewModel: parents and the child picker', () => {
  it('shows the picker with the children when the login returns some', async () => {
    const { viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    expect(viewModel.step).toBe('picker');
    expect(viewModel.children.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Emma Martin', 'Noah Martin']);
    expect(viewModel.accessCode.code).toBeNull();
  });

  it('asks for the child code with the parent’s otp and accountId, then shows it', async () => {
    const { api, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('pl-noah');
    expect(api.childRequests).toEqual([{ childId: 'pl-noah', otp: 'PARENTCODE45', accountId: 'acc-parent' }]);
    expect(viewModel.step).toBe('code');
    expect(viewModel.accessCode.code).toBe('CHILDCODE678');
  });

  it("the parent's code is gone from memory after its 60 s too: a child picked then is told it expired, without a call", async () => {
    const { api, clock, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('pl-emma');
    clock.advanceBy(60_000);
    expect(holdsText(viewModel, 'PARENTCODE45', [api, clock])).toBe(false);
    expect(holdsText(viewModel, 'CHILDCODE678', [api, clock])).toBe(false);
    viewModel.back();
    await viewModel.chooseChild('pl-noah');
    expect(viewModel.childError).toBe('ACCESS_CODE_EXPIRED');
    expect(api.childRequests.map((request) => request.childId)).toEqual(['pl-emma']);
  });

  it('does not call the API for the default "Select Player" option', async () => {
    const { api, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('');
    expect(api.childRequests).toEqual([]);
    expect(viewModel.step).toBe('picker');
  });

  it('reports ACCESS_CODE_EXPIRED on BP_401 and GENERIC_ERROR otherwise, staying on the picker', async () => {
    const { api, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    api.childAnswer = new ApiError('BP_401', 'spent', 401);
    await viewModel.chooseChild('pl-emma');
    expect(viewModel.childError).toBe('ACCESS_CODE_EXPIRED');
    api.childAnswer = new ApiError('BP_403', 'not yours', 403);
    await viewModel.chooseChild('pl-noah');
    expect(viewModel.childError).toBe('GENERIC_ERROR');
    expect(viewModel.step).toBe('picker');
  });
});

describe('IntegrationViewModel: back', () => {
  it('goes from the code back to the picker when there was one', async () => {
    const { viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('pl-emma');
    expect(viewModel.backTarget).toBe('picker');
    viewModel.back();
    expect(viewModel.step).toBe('picker');
    expect(viewModel.selectedChildId).toBe('');
    expect(viewModel.accessCode.code).toBeNull();
  });

  it('goes from the code back to the form when there was no picker', async () => {
    const { viewModel } = setUp();
    await signIn(viewModel);
    expect(viewModel.backTarget).toBe('form');
    viewModel.back();
    expect(viewModel.step).toBe('form');
    expect(viewModel.emailError).toBeNull();
  });

  it('goes back from an expired code too', async () => {
    const { clock, viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    await viewModel.chooseChild('pl-emma');
    clock.advanceBy(60_000);
    viewModel.back();
    expect(viewModel.step).toBe('picker');
    expect(viewModel.accessCode.expired).toBe(false);
  });

  it('goes from the picker back to the form, forgetting the children', async () => {
    const { viewModel } = setUp(PARENT_LOGIN);
    await signIn(viewModel, 'parent@example.com');
    viewModel.back();
    expect(viewModel.step).toBe('form');
    expect(viewModel.children).toEqual([]);
  });
});
