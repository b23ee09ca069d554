import '../tokens/tokens.css';
import '../tokens/base.css';
import './components.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import { Link, type LinkComponentProps } from './link';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon shown before the label (decorative). */
  icon?: ReactNode;
  /** Icon shown after the label (decorative). */
  iconEnd?: ReactNode;
  /** Stretch to the container's width. */
  block?: boolean;
}

/** The class names of a button look, for links styled as buttons by other renderers. */
export function buttonClassName({ variant = 'primary', size = 'md', block }: ButtonLook = {}, extra?: string): string {
  return cx('bf-button', `bf-button--${variant}`, `bf-button--${size}`, block && 'bf-button--block', extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/** A button (type="button" unless told otherwise). */
export function Button({ variant, size, icon, iconEnd, block, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {icon}
      <span className="bf-button__label">{children}</span>
      {iconEnd}
    </button>
  );
}

export interface ButtonLinkProps extends LinkComponentProps, ButtonLook {}

/** A link that looks like a button (sign up, log in, calls to action). */
export function ButtonLink({ variant, size, icon, iconEnd, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {icon}
      <span className="bf-button__label">{children}</span>
      {iconEnd}
    </Link>
  );
}
