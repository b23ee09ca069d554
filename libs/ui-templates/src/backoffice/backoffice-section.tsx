import './backoffice.css';
import { Section, type SectionProps } from '../components/section';
import { cx } from '../components/class-names';

/** Props of {@link BackofficeSection}: a page section's, always wide. */
export type BackofficeSectionProps = Omit<SectionProps, 'width'>;

/**
 * The frame of a back-office page: a wide section whose content is one column no wider than the page (a wide table
 * scrolls in its own region). It brings the back office's stylesheet with it, so a page drawn in it is styled in
 * every build, whichever of the back office's parts it shows.
 */
export function BackofficeSection({ className, ...props }: BackofficeSectionProps) {
  return <Section {...props} width="wide" className={cx('bf-backoffice', className)} />;
}
