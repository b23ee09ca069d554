import type { BlogLanguage, BlogPostSource } from '../model';
import { post as enMarketOverview } from './en/market-overview';
import { post as enBeginnersGuide } from './en/a-beginners-guide';
import { post as enForexBasics } from './en/forex-basics';
import { post as enOnlineTrading101 } from './en/online-trading-101';
import { post as deMarketOverview } from './de/market-overview';
import { post as deBeginnersGuide } from './de/a-beginners-guide';
import { post as deForexBasics } from './de/forex-basics';
import { post as deOnlineTrading101 } from './de/online-trading-101';
import { post as sweMarketOverview } from './swe/market-overview';
import { post as sweBeginnersGuide } from './swe/a-beginners-guide';
import { post as sweForexBasics } from './swe/forex-basics';
import { post as sweOnlineTrading101 } from './swe/online-trading-101';
import { post as espMarketOverview } from './esp/market-overview';
import { post as espBeginnersGuide } from './esp/a-beginners-guide';
import { post as espForexBasics } from './esp/forex-basics';
import { post as espOnlineTrading101 } from './esp/online-trading-101';
import { post as svnMarketOverview } from './svn/market-overview';
import { post as svnBeginnersGuide } from './svn/a-beginners-guide';
import { post as svnForexBasics } from './svn/forex-basics';
import { post as svnOnlineTrading101 } from './svn/online-trading-101';
import { post as itaMarketOverview } from './ita/market-overview';
import { post as itaBeginnersGuide } from './ita/a-beginners-guide';
import { post as itaForexBasics } from './ita/forex-basics';
import { post as itaOnlineTrading101 } from './ita/online-trading-101';

/**
 * Every authored post, by language, in id order. Templates build their collections from these
 * sources (see `collections.ts`).
 */
export const blogSources: Readonly<
  Record<BlogLanguage, readonly BlogPostSource[]>
> = {
  en: [enMarketOverview, enBeginnersGuide, enForexBasics, enOnlineTrading101],
  de: [deMarketOverview, deBeginnersGuide, deForexBasics, deOnlineTrading101],
  swe: [
    sweMarketOverview,
    sweBeginnersGuide,
    sweForexBasics,
    sweOnlineTrading101,
  ],
  esp: [
    espMarketOverview,
    espBeginnersGuide,
    espForexBasics,
    espOnlineTrading101,
  ],
  svn: [
    svnMarketOverview,
    svnBeginnersGuide,
    svnForexBasics,
    svnOnlineTrading101,
  ],
  ita: [
    itaMarketOverview,
    itaBeginnersGuide,
    itaForexBasics,
    itaOnlineTrading101,
  ],
};
