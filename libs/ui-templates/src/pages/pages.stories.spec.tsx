import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { jestAnnotations } from '../../.storybook/jest-annotations';
import * as trading from './trading/trading-page.stories';
import * as withdrawal from './withdrawal/withdrawal-page.stories';
import * as spreads from './spreads/spreads-page.stories';
import * as faq from './faq/faq-page.stories';
import * as about from './about/about-page.stories';
import * as legal from './legal/legal-page.stories';
import * as contact from './contact/contact-page.stories';

jest.setTimeout(60_000);

const all = {
  trading: composeStories(trading, jestAnnotations),
  withdrawal: composeStories(withdrawal, jestAnnotations),
  spreads: composeStories(spreads, jestAnnotations),
  faq: composeStories(faq, jestAnnotations),
  about: composeStories(about, jestAnnotations),
  legal: composeStories(legal, jestAnnotations),
  contact: composeStories(contact, jestAnnotations),
};

const cases = Object.entries(all).flatMap(([page, stories]) =>
  Object.entries(stories).map(([name, Story]) => [`${page}/${name}`, Story] as const),
);

describe('content page stories', () => {
  it.each(cases)('%s renders one page heading and passes its play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/\b(trading|faq|contact|about|legal|spreads|withdrawal)\.[a-z]+\.[a-z]/);
  });
});
