/** The FAQ topics and the questions in each, in display order (texts under `pages:faq.<topic>.<question>`). */
export const FAQ_TOPICS = [
  { id: 'account', questions: ['open', 'documents', 'demo'] },
  { id: 'funding', questions: ['deposit', 'withdraw', 'currency'] },
  { id: 'trading', questions: ['cfd', 'margin', 'marginCall'] },
  { id: 'platform', questions: ['devices', 'orders', 'security'] },
] as const;

export type FaqTopicId = (typeof FAQ_TOPICS)[number]['id'];
