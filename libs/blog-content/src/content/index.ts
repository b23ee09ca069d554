import type { BlogLanguage, BlogPostSource } from '../model';
import { post as enMarketOverview } from './en/market-overview';
import { post as enBeginnersGuide } from './en/a-beginners-guide';
import { post as enForexBasics } from './en/forex-basics';
import { post as enOnlineTrading101 } from './en/online-trading-101';
import { post as deMarketOverview } from './de/market-overview';
import { post as deBeginnersGuide } from './de/a-beginners-guide';
import { post as deForexBasics } from './de/forex-basics';
import { post as deOnlineTrading101 } from './de/online-trading-101';
import { post as espMarketOverview } from './esp/market-overview';
import { post as espBeginnersGuide } from './esp/a-beginners-guide';
import { post as espForexBasics } from './esp/forex-basics';
import { post as espOnlineTrading101 } from './esp/online-trading-101';
import { post as itaMarketOverview } from './ita/market-overview';
import { post as itaBeginnersGuide } from './ita/a-beginners-guide';
import { post as itaForexBasics } from './ita/forex-basics';
import { post as itaOnlineTrading101 } from './ita/online-trading-101';

/**
 * Every authored post, by language, in id order. Templates build their collections from these
 * sources (see `collections.ts`); a language without posts here has no blog.
 */
export const blogSources: Readonly<Partial<Record<BlogLanguage, readonly BlogPostSource[]>>> = {
  en: [enMarketOverview, enBeginnersGuide, enForexBasics, enOnlineTrading101],
  de: [deMarketOverview, deBeginnersGuide, deForexBasics, deOnlineTrading101],
  esp: [espMarketOverview, espBeginnersGuide, espForexBasics, espOnlineTrading101],
  ita: [itaMarketOverview, itaBeginnersGuide, itaForexBasics, itaOnlineTrading101],
};
