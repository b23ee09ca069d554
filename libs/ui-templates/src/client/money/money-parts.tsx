import { useId, type ReactNode } from 'react';
import { cx } from '../../components/class-names';
import type { HeadingLevel } from '../../components/section';
import './money.css';

/** Props of {@link MoneyBlock}. */
export interface MoneyBlockProps {
  title: ReactNode;
  /** The heading's level (2 on a page under its `<h1>`). */
  headingLevel?: HeadingLevel;
  /** Controls or links beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of a signed-in page (a `<section>` named by its heading). */
export function MoneyBlock({ title, headingLevel = 2, actions, className, children }: MoneyBlockProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('bf-money-block', className)} aria-labelledby={id}>
      <div className="bf-money-block__header">
        <Heading id={id} className="bf-money-block__title">
          {title}
        </Heading>
        {actions ? <div className="bf-money-block__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Props of {@link MoneyCheckbox}. */
export interface MoneyCheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A labelled checkbox (a setting such as "Hide zero balances"). */
export function MoneyCheckbox({ label, checked, onChange, className }: MoneyCheckboxProps) {
  return (
    <label className={cx('bf-money-check', className)}>
      <input type="checkbox" className="bf-money-check__input" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
