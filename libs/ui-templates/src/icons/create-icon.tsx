import { useId, type ReactNode, type SVGProps } from 'react';

/** Props of every icon component. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'title'> {
  /**
   * Accessible name. With a title the icon is announced (`role="img"` + `<title>`);
   * without one it is decorative and hidden from assistive technology.
   */
  title?: string;
  /** Width and height in CSS pixels or any CSS length; default 24. */
  size?: number | string;
}

/** An icon component made by {@link createIcon}. */
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string; iconName: string };

/**
 * Makes an icon component from SVG children drawn on a 24×24 grid with `currentColor` strokes.
 * Pass `{ filled: true }` for glyphs drawn with fills instead of strokes (brand marks).
 */
export function createIcon(name: string, body: ReactNode, options: { filled?: boolean } = {}): IconComponent {
  function Icon({ title, size = 24, className, ...rest }: IconProps) {
    const titleId = useId();
    const a11y = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={className ? `bf-icon ${className}` : 'bf-icon'}
        data-icon={name}
        {...a11y}
        {...rest}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  Icon.iconName = name;
  return Icon;
}
