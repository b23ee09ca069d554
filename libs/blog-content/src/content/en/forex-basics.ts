import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 3,
  slug: 'forex-basics',
  title: 'Forex Basics: Pairs, Pips, Lots and Leverage',
  summary:
    'The building blocks of currency trading explained: how pairs are quoted, what pips and lots are, how spreads, leverage and margin work, and when the market is most active.',
  date: '17/09/2023',
  body: `
<p>The foreign exchange market, usually called forex or FX, is where currencies are bought and sold. Businesses use it to pay for goods abroad, travellers use it when they change money, and central banks, funds and traders use it every second of the working week. For a retail trader, forex is often the first market they meet. Before you place a trade, it pays to understand the vocabulary, because every term below has a direct effect on your costs and your risk.</p>

<h2>Currency pairs</h2>
<p>In forex you always trade one currency against another. In the pair EUR/USD, the euro is the <strong>base currency</strong> and the US dollar is the <strong>quote currency</strong>. A price of 1.1000 means that one euro costs 1.10 US dollars. If you buy the pair, you expect the euro to strengthen against the dollar; if you sell it, you expect the opposite.</p>
<ul>
<li><strong>Majors</strong> are the most traded pairs, each including the US dollar, such as EUR/USD, USD/JPY and GBP/USD. They are usually the most liquid and have the lowest spreads.</li>
<li><strong>Minors</strong> or crosses combine two major currencies without the dollar, such as EUR/GBP or AUD/JPY.</li>
<li><strong>Exotics</strong> pair a major currency with the currency of a smaller or emerging economy. They can move sharply and often cost more to trade.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-3/image-1.jpg" alt="Anatomy of a currency quote showing the base and quote currency, bid and ask prices and the spread" width="1200" height="630" loading="lazy"></figure>

<h2>Bid, ask and spread</h2>
<p>Every quote has two prices. The <strong>bid</strong> is the price at which you can sell, and the <strong>ask</strong> is the price at which you can buy. The difference between them is the <strong>spread</strong>, and it is one of the main costs of trading. A position starts slightly in the red because you buy at the higher price and would sell at the lower one. Spreads are usually tightest when the market is busy and can widen around major news or when liquidity is thin.</p>

<h2>Pips</h2>
<p>A <strong>pip</strong> is the standard unit for measuring a change in an exchange rate. For most pairs it is the fourth decimal place: if EUR/USD moves from 1.1000 to 1.1025, it has moved 25 pips. For pairs that include the Japanese yen, a pip is the second decimal place. Many platforms also show a fifth, smaller digit, called a fractional pip or pipette, which allows finer pricing.</p>

<h2>Lots and position size</h2>
<p>Forex trades are measured in <strong>lots</strong>. A standard lot is 100,000 units of the base currency, a mini lot is 10,000 units and a micro lot is 1,000 units. The size you choose decides how much each pip is worth. On EUR/USD, one pip on a standard lot is worth about 10 US dollars, on a mini lot about 1 dollar and on a micro lot about 10 cents. That is why beginners often start with the smallest sizes their provider allows: the same market move has a much smaller effect on the account.</p>

<h2>Leverage and margin</h2>
<p>Leverage lets you open a position that is larger than the money you put down. The amount set aside to keep the position open is the <strong>margin</strong>. With leverage of 1:30, for example, a position worth 30,000 euros needs a margin of 1,000 euros. Regulators limit the leverage that may be offered to retail clients, and the limits depend on the instrument and the country.</p>
<p>Leverage works in both directions. A move of one per cent against a position leveraged thirty times costs about thirty per cent of the margin. If your losses reduce the equity in your account below the required margin, you may receive a <strong>margin call</strong>, and if the level falls further, the platform can close your positions automatically to limit the loss. Using less leverage than the maximum available is one of the simplest ways to protect your account.</p>

<div class="blog-highlight"><img src="assets/images/blog/post-3/image-2.jpg" alt="World map with the Sydney, Tokyo, London and New York trading sessions and their overlaps" width="1200" height="630" loading="lazy"><p class="blog-highlight__text">The forex market follows the sun. Trading moves from Sydney and Tokyo to London and then New York, and the busiest hours are usually when the London and New York sessions overlap.</p></div>

<h2>Trading sessions</h2>
<p>Because the market is spread across financial centres, it is open 24 hours a day from Monday to Friday. Activity is not even, though. The Asian session, led by Tokyo, tends to be calmer for most pairs except those involving the yen and the Australian dollar. The London session brings the largest volume of the day, and the overlap with New York in the afternoon, European time, is often the most active period. Late on Friday and around public holidays liquidity falls, and spreads can widen.</p>

<h2>Overnight financing</h2>
<p>If you hold a leveraged position past the daily cut-off time, a financing charge or credit, often called a swap, is applied. It depends on the interest rates of the two currencies and on the provider's own fee. For short-term trades it is small, but for positions held for weeks it can add up, so check the rates before you plan a longer trade.</p>

<h2>Putting it together</h2>
<p>Before any forex trade, you should be able to answer a few questions: which currency you are buying and which you are selling, what one pip is worth at your chosen size, how much margin the position needs, where your stop-loss sits and how much you lose if it is reached. If you can answer them, you understand your trade; if you cannot, wait.</p>

<p class="blog-risk">Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly due to leverage. Many retail traders lose money when trading these products. Consider whether you understand how they work and whether you can afford to take the high risk of losing your money. Prices of cryptocurrencies are highly volatile. Trading may not be suitable for everyone. This article is for educational purposes only and is not investment advice.</p>
`,
};
