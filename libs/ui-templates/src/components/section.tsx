import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export type SectionTone = 'default' | 'muted' | 'inverse' | 'brand';
export type HeadingLevel = 2 | 3 | 4;

export interface SectionProps {
  /** Visible heading; the section is labelled by it. */
  title?: ReactNode;
  /** Small text above the title. */
  eyebrow?: ReactNode;
  /** Introductory paragraph under the title. */
  lead?: ReactNode;
  /** Background treatment. */
  tone?: SectionTone;
  /** `narrow` keeps text at a comfortable reading width. */
  width?: 'narrow' | 'wide' | 'full';
  headingLevel?: HeadingLevel;
  /** Keep the heading for screen readers only. */
  hideTitle?: boolean;
  /** Anchor id of the section. */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A page section: a labelled `<section>` with optional eyebrow, heading and lead, inside the page container. */
export function Section({
  title,
  eyebrow,
  lead,
  tone = 'default',
  width = 'wide',
  headingLevel = 2,
  hideTitle = false,
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} className={cx('bf-section', `bf-section--${tone}`, className)} aria-labelledby={title ? headingId : undefined}>
      <div className={cx('bf-container', width === 'narrow' && 'bf-container--narrow', width === 'full' && 'bf-container--full')}>
        {title || eyebrow || lead ? (
          <header className={cx('bf-section__header', hideTitle && 'bf-visually-hidden')}>
            {eyebrow ? <p className="bf-eyebrow">{eyebrow}</p> : null}
            {title ? (
              <Heading id={headingId} className="bf-section__title">
                {title}
              </Heading>
            ) : null}
            {lead ? <p className="bf-section__lead">{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
