import type { KeptAnswerPlace } from '../../domain/offline/kept-answers';

/** An answer kept on the device, as the server sent it (its body, to be checked again when read), and when it came. */
export interface KeptAnswer {
  /** The answer's body, not yet checked: it is read with the call's own checks (its DTO) before use. */
  readonly body: unknown;
  /** Epoch ms the answer arrived. */
  readonly keptAt: number;
}

/**
 * The answers kept on the device to be read offline (docs/product-rules.md#offline), each under the
 * account that read it (IndexedDB in the browser). A read answers the account's own answers only;
 * a stored record of the wrong shape, or under another account's key, counts as none.
 */
export interface KeptAnswerStore {
  read(accountId: string, place: KeptAnswerPlace): Promise<KeptAnswer | null>;
  /** Keeps `answer` in its place, over the one there, and lets go of what goes over the limits (KEPT_ANSWER_LIMITS). */
  keep(accountId: string, place: KeptAnswerPlace, answer: KeptAnswer): Promise<void>;
  /** Removes one kept answer (its body no longer passes its checks). */
  forget(accountId: string, place: KeptAnswerPlace): Promise<void>;
  /** Removes every kept answer of the account (its logout). */
  clearAccount(accountId: string): Promise<void>;
  /** Removes the kept answers of every account but `accountId` (none when null): an account signed out elsewhere. */
  clearOthers(accountId: string | null): Promise<void>;
}
