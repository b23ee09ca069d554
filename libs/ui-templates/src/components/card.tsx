import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import type { HeadingLevel } from './section';

export interface CardProps {
  title?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Actions at the bottom (links, buttons). */
  footer?: ReactNode;
  /** `outline` draws a border, `raised` a shadow, `tinted` the brand's soft colour. */
  variant?: 'outline' | 'raised' | 'tinted';
  className?: string;
  children?: ReactNode;
}

/** A self-contained block of content (`<article>` labelled by its title). */
export function Card({ title, icon, headingLevel = 3, footer, variant = 'outline', className, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('bf-card', `bf-card--${variant}`, className)} aria-labelledby={title ? headingId : undefined}>
      {icon ? <div className="bf-card__icon">{icon}</div> : null}
      {title ? (
        <Heading id={headingId} className="bf-card__title">
          {title}
        </Heading>
      ) : null}
      <div className="bf-card__body">{children}</div>
      {footer ? <div className="bf-card__footer">{footer}</div> : null}
    </article>
  );
}
