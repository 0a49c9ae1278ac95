import { useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { APP_TOKENS } from '../../application/app.tokens';
import { childShortName, nameSound } from '../../domain/account/child-name';
import { WhoseData, type DataOwner } from '../components/whose-data';
import { useService } from '../app/service-context';

/** The toast code of a child switch: "Now showing Noah" (toast-messages.ts). */
const NOW_SHOWING_PLAYER = 'NOW_SHOWING_PLAYER';

/**
 * Gives the signed-in pages whose data they show (docs/product-rules.md#whose-data): for a parent, the
 * selected child as the acting-player state names them; for a player, nobody (their own pages).
 */
export const ActingChildProvider = observer(function ActingChildProvider({ children }: { children: ReactNode }) {
  const session = useService(APP_TOKENS.AuthSession);
  const child = session.isParent ? session.activeChild : null;
  const name = child === null ? null : childShortName(session.children, child);
  const owner = useMemo<DataOwner | null>(() => (name === null ? null : { name, sound: nameSound(name) }), [name]);
  return <WhoseData.Provider value={owner}>{children}</WhoseData.Provider>;
});

/**
 * A parent's switch of child: the acting player changes, and a polite toast says whose pages show now
 * ("Now showing Noah"), in place of the one a previous pick left.
 */
function useSwitchChild(): (playerId: string) => void {
  const session = useService(APP_TOKENS.AuthSession);
  const toasts = useService(APP_TOKENS.ToastStore);
  return (playerId) => {
    const before = session.activePlayerId;
    session.selectPlayer(playerId);
    const child = session.activeChild;
    if (child === null || session.activePlayerId === before) return;
    for (const shown of toasts.toasts) if (shown.code === NOW_SHOWING_PLAYER) toasts.dismiss(shown.id);
    const name = childShortName(session.children, child);
    toasts.notify({ kind: 'success', code: NOW_SHOWING_PLAYER, values: { name, sound: nameSound(name) } });
  };
}

/** What a child picker shows and does: the child it names now, and what a pick does. */
export interface ChildPick {
  /** The player id the picker shows: the child just picked until the switch has run, then the acting player. */
  readonly shown: string;
  readonly pick: (playerId: string) => void;
}

/**
 * A parent's child picker, the top bar's or the sidebar's: a pick names the child at once, and the acting player
 * changes in a task of the clock's scheduler after that paint, so every page follows the new child there
 * (docs/architecture.md#interactions-on-a-slow-phone); `onPicked` runs after the switch (a picker closes the drawer).
 */
export function useChildPick(onPicked: () => void): ChildPick {
  const session = useService(APP_TOKENS.AuthSession);
  const clock = useService(APP_TOKENS.Clock);
  const switchChild = useSwitchChild();
  const [picked, setPicked] = useState<string | null>(null);
  return {
    shown: picked ?? session.selectedPlayerId ?? '',
    pick: (playerId) => {
      setPicked(playerId);
      clock.scheduler.schedule(() => {
        switchChild(playerId);
        setPicked(null);
        onPicked();
      });
    },
  };
}
