import { useTranslation } from '@brokerfront/i18n/react';
import { blogIsoDate } from './blog-format';
import './blog.css';

export interface BlogMetaProps {
  date: string;
  readingMinutes: number;
}

/** Date (as `<time dateTime>`) and reading time of an article. */
export function BlogMeta({ date, readingMinutes }: BlogMetaProps) {
  const { t } = useTranslation('blog');
  return (
    <p className="bf-blog-meta">
      <time dateTime={blogIsoDate(date)}>{date}</time>
      <span className="bf-blog-meta__separator" aria-hidden="true">
        ·
      </span>
      <span>{t('minRead', { count: readingMinutes })}</span>
    </p>
  );
}
