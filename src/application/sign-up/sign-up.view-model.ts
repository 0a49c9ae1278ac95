import { makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { linkStateOfError } from '../../domain/links/link-state';
import { localDayOf } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import { WriteRequest } from '../latest-request/write-request';
import type { Clock } from '../ports/clock.port';
import type { Invitation, SignUpApi, SignUpResult } from '../ports/sign-up-api.port';
import type { LinkProblem } from './link-page.view-model';
import { SignUpFormModel } from './sign-up-form.model';
import { fieldRefusalOf } from './sign-up-refusal';

/** loading → form → done; or the link's problem; or a failed load with a retry. */
export type SignUpPhase = 'loading' | 'form' | 'done' | 'load-failed' | LinkProblem;

/**
 * Why a submit did not go through, besides field errors: the call failed (network, server), or the server
 * refused the form for a reason this form cannot place beside a field.
 */
export type SignUpFailure = 'SIGN_UP_FAILED' | 'SIGN_UP_REFUSED';

const EMAIL_ALREADY_REGISTERED = 'EMAIL_ALREADY_REGISTERED';

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * /signup/:token (docs/product-rules.md#public-routes): the invitation's link state, then the form of an adult
 * or of a child's parent, then what happens next. 'Sorry this email is already registered.' shows while the
 * address typed is one the email check or the server said has an account.
 */
export class SignUpViewModel {
  phase: SignUpPhase = 'loading';
  invitation: Invitation | null = null;
  form: SignUpFormModel | null = null;
  failure: SignUpFailure | null = null;
  result: SignUpResult | null = null;
  /** Addresses known to have an account already (the invited one from the email check, or refused by the server). */
  private registeredEmails: string[] = [];
  private token: string | null = null;
  /** Reading the invitation: a public page, so its answer is anyone's; a newer token's read overtakes it. */
  private readonly reading = new LatestRequest<
    { invitation: Invitation; registered: boolean },
    LinkProblem | 'load-failed'
  >({
    owner: { kind: 'anyone' },
    classify: (error) => linkStateOfError(error) ?? 'load-failed',
  });
  /** The account being made: a refusal is handled as it came (a registered address, the link, a field). */
  private readonly signingUp = new WriteRequest<SignUpResult, unknown>({
    owner: { kind: 'anyone' },
    classify: (error) => error,
  });

  constructor(
    private readonly api: SignUpApi,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<SignUpViewModel, 'api' | 'clock' | 'token' | 'reading' | 'signingUp'>(this, {
      api: false,
      clock: false,
      token: false,
      reading: false,
      signingUp: false,
    });
  }

  /** Whether the address of the account being made is known to be registered already. */
  get emailTaken(): boolean {
    const email = this.form?.accountEmail ?? '';
    return email !== '' && this.registeredEmails.some((registered) => sameAddress(registered, email));
  }

  /** Opens the page for a token (again only when the token changes). */
  load(token: string): Promise<void> {
    if (token === this.token) return Promise.resolve();
    this.token = token;
    return this.fetch();
  }

  retry(): Promise<void> {
    return this.phase === 'load-failed' ? this.fetch() : Promise.resolve();
  }

  private async fetch(): Promise<void> {
    const token = this.token;
    if (token === null) return;
    this.phase = 'loading';
    const read = async () => {
      const invitation = await this.api.getInvitation(token);
      const registered = invitation.child ? false : await this.api.isInvitedEmailRegistered(token).catch(() => false);
      return { invitation, registered };
    };
    await this.reading.run(read, {
      loaded: ({ invitation, registered }) => {
        this.invitation = invitation;
        // A birth date after the viewer's local today is refused (docs/product-rules.md#days-and-time-zones).
        const today = () => localDayOf(this.clock.now(), this.clock.timeZone());
        this.form = new SignUpFormModel(invitation.child ? 'child' : 'adult', invitation, today);
        this.registeredEmails = registered ? [invitation.email] : [];
        this.phase = 'form';
      },
      failed: (phase) => {
        this.phase = phase;
      },
    });
  }

  /** Sends the form; true when the account was made. A failure keeps everything typed. */
  async submit(): Promise<boolean> {
    const form = this.form;
    const token = this.token;
    if (form === null || token === null || this.phase !== 'form' || this.pending) return false;
    form.markSubmitted();
    this.failure = null;
    if (!form.isValid || this.emailTaken) return false;
    const payload = form.payload;
    let made = false;
    await this.signingUp.send(() => this.api.signUp(token, payload), {
      loaded: (result) => {
        made = true;
        this.result = result;
        this.phase = 'done';
      },
      failed: (error) => this.handleRefusal(error, payload.parent?.email ?? payload.email),
    });
    return made;
  }

  get pending(): boolean {
    return this.signingUp.pending;
  }

  private handleRefusal(error: unknown, sentEmail: string): void {
    const form = this.form!;
    if (isApiError(error, 'BP_409') && error.desc === EMAIL_ALREADY_REGISTERED) {
      this.registeredEmails = [...this.registeredEmails, sentEmail];
      return;
    }
    const linkProblem = linkStateOfError(error);
    if (linkProblem !== null) {
      this.phase = linkProblem;
      return;
    }
    if (isApiError(error, 'BP_400')) {
      const refusal = fieldRefusalOf(error.desc, form.kind);
      if (refusal !== null) form.refuse(refusal.field, refusal.code);
      else this.failure = 'SIGN_UP_REFUSED';
      return;
    }
    this.failure = 'SIGN_UP_FAILED';
  }
}
