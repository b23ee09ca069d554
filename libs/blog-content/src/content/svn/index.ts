import type { BlogPostSource } from '../../model';
import { post as marketOverview } from './market-overview';
import { post as beginnersGuide } from './a-beginners-guide';
import { post as forexBasics } from './forex-basics';
import { post as onlineTrading101 } from './online-trading-101';

/** The Slovenian posts in id order. */
export const sources: readonly BlogPostSource[] = [marketOverview, beginnersGuide, forexBasics, onlineTrading101];
