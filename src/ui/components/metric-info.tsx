import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { GLOSSARY_PLAYBOOK_PATH, METRIC_GLOSSARY, type GlossaryMetric } from '../messages/metric-glossary';
import { withValues } from '../messages/message-values';
import { useDataOwner } from './whose-data';
import './metric-info.css';

/**
 * Whether the info buttons may lead to the Playbook, a page of the signed-in app: not on a page read
 * without an account, such as a shared session's (docs/product-rules.md#shared-sessions).
 */
export const PlaybookLinks = createContext(true);

/** Room kept between the popover and the window's edges, in CSS pixels. */
const EDGE_MARGIN = 8;

/**
 * The info button beside a metric: it shows the metric's name and definition from the glossary
 * (docs/product-rules.md#glossary) and a link to its Playbook section. A disclosure: the button says
 * whether it is open (aria-expanded) and what it opens (aria-controls); the text follows it in the
 * reading order. Escape closes it and gives the focus back to the button; a click elsewhere or the
 * focus leaving closes it too. Phrasing content only, so it fits in a `<dt>` or a caption.
 */
export function MetricInfo({ metric }: { metric: GlossaryMetric }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLSpanElement>(null);
  const entry = METRIC_GLOSSARY[metric];
  const playbookLinks = useContext(PlaybookLinks);
  const owner = useDataOwner();
  const name = i18n._(entry.name);
  // A parent reads of their child: "Emma’s heartbeats", not "Your heartbeats" (docs/product-rules.md#whose-data).
  const definition =
    owner !== null && entry.aboutChild
      ? i18n._(withValues(entry.aboutChild, { name: owner.name, sound: owner.sound }))
      : i18n._(entry.definition);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    // Escape from the button or the link: closed, the focus back on the button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    root.addEventListener('keydown', closeOnEscape);
    root.addEventListener('focusout', closeWhenFocusLeaves);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
      root.removeEventListener('keydown', closeOnEscape);
      root.removeEventListener('focusout', closeWhenFocusLeaves);
    };
  }, [open]);

  // Opened near a window's edge (a phone), the popover moves sideways to stay in view.
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!open || !popover) return;
    popover.style.marginLeft = '0px';
    const box = popover.getBoundingClientRect();
    const right = document.documentElement.clientWidth - EDGE_MARGIN;
    let shift = box.right > right ? right - box.right : 0;
    if (box.left + shift < EDGE_MARGIN) shift = EDGE_MARGIN - box.left;
    popover.style.marginLeft = `${shift}px`;
  }, [open]);

  return (
    <span className="metric-info" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="metric-info__button"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{t`About ${name}`}</span>
      </button>
      <span id={popoverId} ref={popoverRef} className="metric-info__popover" hidden={!open}>
        <span className="metric-info__name">{name}</span>
        <span className="metric-info__definition">{definition}</span>
        {playbookLinks ? (
          <Link href={`${GLOSSARY_PLAYBOOK_PATH}#${metric}`} className="metric-info__link">
            {t`More in the Playbook`}
          </Link>
        ) : null}
      </span>
    </span>
  );
}
