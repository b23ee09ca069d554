import { useTranslation } from '@brokerfront/i18n/react';
import { Accordion } from '../../components/accordion';
import { Tabs } from '../../components/tabs';
import { FAQ_TOPICS } from './faq-topics';

export interface FaqListProps {
  /** AppConfig `faqHasTabs`: one tab per topic instead of a single list. */
  hasTabs: boolean;
  /** Heading level of the questions (3 on the FAQ page, deeper when nested in another page). */
  headingLevel?: 2 | 3 | 4;
}

function topicItems(t: (key: string) => string, topic: (typeof FAQ_TOPICS)[number]) {
  return topic.questions.map((q) => ({
    id: `${topic.id}-${q}`,
    title: t(`faq.${topic.id}.${q}.q`),
    content: <p>{t(`faq.${topic.id}.${q}.a`)}</p>,
  }));
}

/** The questions and answers: tabs by topic when `hasTabs`, otherwise one accordion list. */
export function FaqList({ hasTabs, headingLevel = 3 }: FaqListProps) {
  const { t } = useTranslation('pages');
  if (hasTabs) {
    return (
      <Tabs
        className="bfp-faq-tabs"
        label={t('faq.tabsLabel')}
        items={FAQ_TOPICS.map((topic) => ({
          id: topic.id,
          label: t(`faq.${topic.id}.title`),
          content: <Accordion headingLevel={headingLevel} items={topicItems(t, topic)} />,
        }))}
      />
    );
  }
  return <Accordion headingLevel={headingLevel} items={FAQ_TOPICS.flatMap((topic) => topicItems(t, topic))} />;
}
