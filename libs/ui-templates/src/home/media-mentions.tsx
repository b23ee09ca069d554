import { useTranslation } from '@brokerfront/i18n/react';
import { Section } from '../components/section';
import type { TemplateId } from '../templates/template-id';
import { resolveImagePath, type MediaMention } from './home-settings';

export interface MediaMentionsProps {
  template: TemplateId;
  items: MediaMention[];
  /** The page's language prefix: only mentions in this language are shown. */
  language: string;
  imagesDir: string;
}

/** Logos of publications that wrote about the brand, in the page's language; nothing when there are none. */
export function MediaMentions({ template, items, language, imagesDir }: MediaMentionsProps) {
  const { t } = useTranslation('marketing');
  const shown = items.filter((item) => item.languagePrefix === language);
  if (shown.length === 0) return null;
  return (
    <Section
      className={`bf-media bf-media--${template}`}
      eyebrow={t('home.media.eyebrow')}
      title={t('home.media.title')}
      tone={template === 'template2' ? 'muted' : 'default'}
    >
      <ul className="bf-media__list">
        {shown.map((item) => (
          <li key={item.url} className="bf-media__item">
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="bf-media__link"
              aria-label={t('home.media.linkLabel', { name: item.name })}
            >
              <img src={resolveImagePath(item.image, imagesDir)} alt="" width={180} height={48} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
