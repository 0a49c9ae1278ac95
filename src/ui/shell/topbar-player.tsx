import { useId, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { useLingui } from '@lingui/react/macro';
import { APP_TOKENS } from '../../application/app.tokens';
import type { ChildPlayer } from '../../domain/account/user';
import { useService } from '../app/service-context';
import { useChildPick } from './acting-child';
import { avatarSource } from './avatar-source';
import './topbar-player.css';

/** The phone layout of topbar-player.css: the top bar has room for a first name beside the menu and the language. */
const PHONE_QUERY = '(max-width: 600px)';

function subscribeToPhone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized now (false where matchMedia is missing). */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToPhone,
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** The names the top bar's picker shows: first names on a phone when no two children share one, else full names. */
function pickerNames(children: readonly ChildPlayer[], phone: boolean): readonly string[] {
  const firstNames = children.map((child) => child.firstName);
  const distinct = new Set(firstNames).size === firstNames.length;
  return phone && distinct ? firstNames : children.map((child) => `${child.firstName} ${child.lastName}`);
}

/** A player's photo, or the default avatar when there is none (or it is not a safe image URL). */
function PlayerAvatar({ photo }: { photo: string | null }) {
  return <img className="avatar topbar-player__avatar" src={avatarSource(photo)} alt="" width={28} height={28} />;
}

/**
 * Whose data the page shows, in the top bar of every signed-in page (docs/product-rules.md#sidebar-layout):
 * the acting player's avatar and name. A parent gets a compact child picker here as well as in the
 * sidebar, so the child is named and switched without opening the menu (on a phone by first name
 * when that is unambiguous); `onPicked` runs after a pick (the layout closes the drawer).
 */
export const TopbarPlayer = observer(function TopbarPlayer({ onPicked }: { onPicked: () => void }) {
  const session = useService(APP_TOKENS.AuthSession);
  const { t } = useLingui();
  const pickerId = useId();
  const phone = usePhoneWidth();
  const childPick = useChildPick(onPicked);
  const user = session.user;
  if (user === null) return null;
  if (!session.isParent) {
    const name = `${user.firstName} ${user.lastName}`;
    return (
      <p className="topbar-player">
        <PlayerAvatar photo={user.photo} />
        <span className="visually-hidden">{t`Player: ${name}`}</span>
        <span className="topbar-player__name" aria-hidden="true">
          {name}
        </span>
      </p>
    );
  }
  const child = session.activeChild;
  if (child === null) return null;
  const names = pickerNames(session.children, phone);
  return (
    <div className="topbar-player">
      <PlayerAvatar photo={child.photo} />
      <label className="visually-hidden" htmlFor={pickerId}>
        {t`Player`}
      </label>
      <select
        id={pickerId}
        className="topbar-player__picker"
        value={childPick.shown}
        onChange={(event) => childPick.pick(event.target.value)}
      >
        {session.children.map((each, index) => (
          <option key={each.playerId} value={each.playerId}>
            {names[index]}
          </option>
        ))}
      </select>
    </div>
  );
});
