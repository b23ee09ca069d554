import type { IconProps } from './create-icon';
import { iconRegistry, type IconName } from './registry';

/** Props of {@link Icon}: an icon chosen by name. */
export interface NamedIconProps extends IconProps {
  name: IconName;
}

/**
 * Renders a registered icon by name. Decorative (aria-hidden) unless a `title` is given,
 * in which case it is exposed as an image with that accessible name.
 * Prefer the individual `IconX` exports where the icon is fixed: they tree-shake.
 */
export function Icon({ name, ...props }: NamedIconProps) {
  const Component = iconRegistry[name];
  return <Component {...props} />;
}
