import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { FeaturePageProps } from '../../routing/feature';
import { Breadcrumb } from '../../components/breadcrumb';
import { doingMoreTopic } from './doing-more-topic';
import { gettingStartedTopic } from './getting-started-topic';
import type { PlaybookTopicContent } from './playbook-topic-content';
import {
  PLAYBOOK_TITLE,
  PLAYBOOK_TOPICS,
  playbookTopicPath,
  playbookTopicTitle,
  type PlaybookTopic,
} from './playbook-topics';
import { readingDataTopic } from './reading-data-topic';
import { troubleshootingTopic } from './troubleshooting-topic';
import './playbook.css';

const TOPIC_CONTENT: Record<PlaybookTopic, PlaybookTopicContent> = {
  'getting-started': gettingStartedTopic,
  'reading-data': readingDataTopic,
  'doing-more': doingMoreTopic,
  troubleshooting: troubleshootingTopic,
};

const ON_THIS_PAGE = msg`On this page`;

/** One help topic of the playbook: title, intro, "On this page" anchors, sections, and previous/next topic links. */
export function PlaybookPage({ params, crumbs }: FeaturePageProps) {
  const { i18n } = useLingui();
  // The manifest's `accepts` lets only the four topics through.
  const topic = params.topic as PlaybookTopic;
  const { Intro, sections } = TOPIC_CONTENT[topic];
  const index = PLAYBOOK_TOPICS.indexOf(topic);
  const previous = PLAYBOOK_TOPICS[index - 1];
  const next = PLAYBOOK_TOPICS[index + 1];
  const titleId = `playbook-${topic}-title`;
  const tocId = `playbook-${topic}-toc`;

  // A link to one section (a metric's info button): once the navigation has scrolled to the top and
  // focused the h1 (navigation-effects.tsx), the section's heading takes the view and the focus.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!sections.some((section) => section.id === id)) return undefined;
    const frame = window.requestAnimationFrame(() => {
      const heading = document.getElementById(`${id}-title`);
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [sections]);

  return (
    <div className="page">
      <Breadcrumb crumbs={crumbs} />
      <article className="playbook-page" aria-labelledby={titleId}>
        <header className="playbook-header">
          <p className="playbook-eyebrow">{i18n._(PLAYBOOK_TITLE)}</p>
          <h1 id={titleId} className="playbook-title">
            {i18n._(playbookTopicTitle(topic))}
          </h1>
          <Intro />
        </header>

        <nav className="playbook-toc" aria-labelledby={tocId}>
          <h2 id={tocId} className="playbook-toc-title">
            {i18n._(ON_THIS_PAGE)}
          </h2>
          <ul className="playbook-toc-list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{i18n._(section.title)}</a>
              </li>
            ))}
          </ul>
        </nav>

        {sections.map(({ id, title, Body }) => (
          <section key={id} id={id} className="playbook-section" aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className="playbook-section-title">
              {i18n._(title)}
            </h2>
            <Body />
          </section>
        ))}

        <nav className="playbook-pager" aria-label={i18n._(msg`Playbook topics`)}>
          {previous && (
            <Link href={playbookTopicPath(previous)} className="playbook-pager-link playbook-pager-previous">
              <span className="playbook-pager-label">
                <Trans>Previous topic</Trans>
              </span>
              <span className="playbook-pager-topic">{i18n._(playbookTopicTitle(previous))}</span>
            </Link>
          )}
          {next && (
            <Link href={playbookTopicPath(next)} className="playbook-pager-link playbook-pager-next">
              <span className="playbook-pager-label">
                <Trans>Next topic</Trans>
              </span>
              <span className="playbook-pager-topic">{i18n._(playbookTopicTitle(next))}</span>
            </Link>
          )}
        </nav>
      </article>
    </div>
  );
}
