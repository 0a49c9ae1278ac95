import { makeAutoObservable } from 'mobx';
import { PlayerChangeFeed, type PlayerChanges } from '../acting-player/player-changes';
import { isParentAccount, type ChildPlayer, type User } from '../../domain/account/user';
import type { AccountStore } from '../ports/account-store.port';
import { CALENDAR_FILTER_KEY, SELECTED_PLAYER_KEY, USER_KEY } from '../ports/account-store.port';
import type { AuthApi } from '../ports/auth-api.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { SessionEvents } from '../ports/session-events.port';
import type { TokenStore } from '../ports/token-store.port';

export type LogoutReason = 'user' | 'expired' | 'other-tab';

/**
 * Who is signed in and which player every later call acts for (docs/product-rules.md#auth; parents: docs/product-rules.md#roles-and-permissions).
 * It is also the SessionEvents sink of the HTTP adapter: a dead session logs out here.
 */
export class AuthSession implements SessionEvents {
  user: User | null;
  hasToken: boolean;
  /** For a parent, the child being acted for; for a player, their own id. */
  selectedPlayerId: string | null = null;
  lastLogoutReason: LogoutReason | null = null;

  private readonly playerChangeFeed = new PlayerChangeFeed();
  /**
   * Fires when the acting player changes (child switch, login, logout), in this tab or another, and on
   * every change of identity (even a sign-out and sign-in again as the same account): per-player caches clear.
   */
  readonly playerChanges$: PlayerChanges<string | null> = this.playerChangeFeed;

  constructor(
    private readonly tokens: TokenStore,
    private readonly accounts: AccountStore,
    private readonly store: KeyValueStore,
    private readonly authApi: AuthApi,
  ) {
    this.hasToken = tokens.getAccessToken() !== null;
    this.user = this.hasToken ? accounts.load() : null;
    this.selectedPlayerId = this.restoreSelectedPlayer();
    makeAutoObservable<AuthSession, 'tokens' | 'accounts' | 'store' | 'authApi' | 'playerChangeFeed'>(this, {
      tokens: false,
      accounts: false,
      store: false,
      authApi: false,
      playerChangeFeed: false,
      playerChanges$: false,
    });
    // Other tabs (docs/architecture.md#storage): the tokens, and the user and acting player stored beside them.
    tokens.onExternalChange((identityEnded) => this.followOtherTab(identityEnded));
    store.onExternalChange((key) => {
      if (key === USER_KEY || key === SELECTED_PLAYER_KEY) this.followOtherTab(false);
    });
  }

  get isLoggedIn(): boolean {
    return this.hasToken && this.user !== null;
  }

  get isParent(): boolean {
    return this.user !== null && isParentAccount(this.user);
  }

  get children(): readonly ChildPlayer[] {
    return this.user?.playerDetails ?? [];
  }

  /** The player whose data every call reads. */
  get activePlayerId(): string | null {
    return this.selectedPlayerId ?? this.user?.playerId ?? null;
  }

  get activeChild(): ChildPlayer | null {
    return this.children.find((c) => c.playerId === this.selectedPlayerId) ?? null;
  }

  async login(email: string, password: string): Promise<void> {
    const result = await this.authApi.login(email.trim(), password);
    this.tokens.save({ accessToken: result.accessToken, refreshToken: result.refreshToken });
    this.accounts.save(result.user);
    this.applyLogin(result.user);
  }

  /** Keeps the stored user in step after an update (profile, status). */
  updateUser(user: User): void {
    this.user = user;
    this.accounts.save(user);
  }

  markActive(): void {
    if (this.user) this.updateUser({ ...this.user, playerAccountStatus: 'ACTIVE' });
  }

  selectPlayer(playerId: string): void {
    if (!this.children.some((c) => c.playerId === playerId) || playerId === this.selectedPlayerId) return;
    this.selectedPlayerId = playerId;
    this.store.set(SELECTED_PLAYER_KEY, playerId);
    this.playerChangeFeed.publish(playerId);
  }

  /**
   * Signs out on this device at once: tokens, user, acting player and calendar filter go, whatever the server says.
   * A user's own logout also asks the server to revoke the sign-in (POST /logout with the refresh token,
   * docs/api.md#logout), sent after the local sign-out so nothing waits for it; its answer, or its
   * absence (a server without the route, no network, the short time-out), changes nothing here. An
   * expired session is not revoked: the server has already refused it.
   */
  logout(reason: LogoutReason = 'user'): void {
    const refreshToken = reason === 'user' ? this.tokens.getRefreshToken() : null;
    this.tokens.clear();
    this.accounts.clear();
    this.store.remove(CALENDAR_FILTER_KEY);
    this.store.remove(SELECTED_PLAYER_KEY);
    this.clearState(reason);
    if (refreshToken !== null) void this.revoke(refreshToken);
  }

  sessionExpired(): void {
    if (this.hasToken || this.user) this.logout('expired');
  }

  /** The server's answer is not needed: whatever it is, this device has already signed out. */
  private async revoke(refreshToken: string): Promise<void> {
    try {
      await this.authApi.logout(refreshToken);
    } catch {
      // 404, 405 or 501 from a server without the route, a network failure, the time-out: signed out all the same.
    }
  }

  private applyLogin(user: User): void {
    this.user = user;
    this.hasToken = true;
    this.lastLogoutReason = null;
    this.selectedPlayerId = isParentAccount(user) ? (user.playerDetails[0]?.playerId ?? null) : null;
    if (this.selectedPlayerId) this.store.set(SELECTED_PLAYER_KEY, this.selectedPlayerId);
    this.playerChangeFeed.publish(this.activePlayerId);
  }

  private clearState(reason: LogoutReason): void {
    const wasLoggedIn = this.user !== null || this.hasToken;
    this.user = null;
    this.hasToken = false;
    this.selectedPlayerId = null;
    if (wasLoggedIn) {
      this.lastLogoutReason = reason;
      this.playerChangeFeed.publish(null);
    }
  }

  /**
   * Another tab logged in, refreshed, logged out, updated the user or switched child: take the stored
   * state as it is now. Writes nothing, so tabs never answer each other's changes.
   */
  private followOtherTab(identityEnded: boolean): void {
    if (identityEnded) this.clearState('other-tab');
    if (this.tokens.getAccessToken() === null) {
      this.clearState('other-tab');
      return;
    }
    const stored = this.accounts.load();
    if (stored === null && this.user !== null) this.clearState('other-tab');
    this.hasToken = true;
    // Tokens without a user yet (a sign-in half written): nobody is signed in until the user arrives.
    if (stored === null) return;
    const sameAccount = stored.accountId === this.user?.accountId;
    const previousPlayer = this.activePlayerId;
    this.user = stored;
    this.selectedPlayerId = this.restoreSelectedPlayer();
    if (!sameAccount) this.lastLogoutReason = null;
    if (!sameAccount || this.activePlayerId !== previousPlayer) this.playerChangeFeed.publish(this.activePlayerId);
  }

  private restoreSelectedPlayer(): string | null {
    if (!this.user || !isParentAccount(this.user)) return null;
    const stored = this.store.get(SELECTED_PLAYER_KEY);
    const known = this.user.playerDetails.some((c) => c.playerId === stored);
    return known ? stored : (this.user.playerDetails[0]?.playerId ?? null);
  }
}
