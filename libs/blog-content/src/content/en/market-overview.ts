import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 1,
  slug: 'market-overview',
  title: 'Market Overview: How to Read the Markets Across Asset Classes',
  summary:
    'How forex, stocks, indices, commodities and crypto fit together, what moves them, and how to use an economic calendar and volatility to plan your trading week.',
  date: '17/09/2023',
  body: `
<p>Every trading day starts with the same question: what is the market doing, and why? The prices on your screen are the result of countless decisions made by banks, funds, companies and individual traders around the world. You do not need to follow all of them, but a clear picture of how the main asset classes behave, and of what tends to move them, will help you make calmer and better-prepared decisions. This overview is written to stay useful whatever the market happens to be doing on the day you read it.</p>

<h2>The five asset classes at a glance</h2>
<p>Online trading providers usually offer five broad groups of instruments. Each has its own rhythm, its own trading hours and its own drivers.</p>
<ul>
<li><strong>Forex.</strong> Currencies trade in pairs, such as EUR/USD, and the market is open around the clock from Monday to Friday. Prices react to interest rates, inflation, growth figures and what central banks say.</li>
<li><strong>Stocks.</strong> A share is a small piece of ownership in a single company. Shares move on earnings, guidance, sector news and the general mood of the market, and they trade during the opening hours of their exchange.</li>
<li><strong>Indices.</strong> An index tracks a basket of shares, for example the largest companies of one country. Trading an index lets you take a view on a whole market rather than on one company.</li>
<li><strong>Commodities.</strong> Oil, gas, gold, silver and agricultural products respond to supply and demand, stock levels, weather, geopolitics and the value of the US dollar, in which most of them are priced.</li>
<li><strong>Cryptocurrencies.</strong> Digital assets such as Bitcoin and Ether trade every day of the week. They are driven by adoption, regulation, liquidity and sentiment, and they can move very sharply in a short time.</li>
</ul>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-1.jpg" alt="Candlestick chart showing a rising trend followed by a period of consolidation" width="1200" height="630" loading="lazy"></figure>

<h2>What moves prices</h2>
<p>Although each market tells its own story, a handful of forces appear again and again.</p>
<h3>Interest rates and central banks</h3>
<p>Central banks set the cost of borrowing. When rates are expected to rise, the currency concerned often strengthens, while shares can come under pressure because financing becomes more expensive. Policy statements, press conferences and even a single speech by a policymaker can change expectations within minutes.</p>
<h3>Economic data</h3>
<p>Inflation, employment, retail sales and business surveys tell the market how an economy is doing. What matters is usually not the figure itself but how it compares with what was expected. A strong number that everyone anticipated may barely move the price, while a small surprise can cause a large reaction.</p>
<h3>Risk appetite</h3>
<p>When investors feel confident they tend to buy shares, higher-yielding currencies and cryptocurrencies. When they are worried they often move towards assets seen as safer, such as government bonds, gold, the Japanese yen or the Swiss franc. Recognising whether the market is in a "risk-on" or a "risk-off" mood explains why instruments that seem unrelated sometimes move together.</p>
<h3>Company and sector news</h3>
<p>For shares and indices, quarterly results, mergers, product launches and changes in guidance are the key events. When one of the largest companies in an index reports, the whole index can move.</p>

<h2>Using an economic calendar</h2>
<p>An economic calendar lists scheduled events: data releases, central bank decisions, earnings reports and public holidays. Before each trading week it is worth spending ten minutes noting the events that affect the instruments you follow. Write down the time of each release in your own time zone, check what the market expects, and decide in advance whether you want to hold a position through the announcement or stay on the sidelines. When important news is released, prices can jump past the level of your stop-loss, so many traders reduce their position size or avoid opening new trades just before major events.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-1/image-2.jpg" alt="Weekly economic calendar with events marked by expected impact next to a volatility line" width="1200" height="630" loading="lazy"></figure>

<h2>Understanding volatility</h2>
<p>Volatility describes how much and how quickly a price moves. It is neither good nor bad: it creates opportunity and risk in equal measure. A few practical points are worth keeping in mind:</p>
<ul>
<li>Volatility changes over time. Markets often alternate between quiet phases and busier ones, especially around news.</li>
<li>Each instrument has its own typical range. A daily move that is ordinary for a cryptocurrency would be exceptional for a major currency pair.</li>
<li>Higher volatility calls for smaller positions and carefully planned stops, so that a normal swing does not close your trade.</li>
<li>Spreads can widen when liquidity is thin, for example overnight, on holidays or in fast-moving markets.</li>
</ul>

<h2>Building your own market routine</h2>
<p>A simple routine keeps you informed without overwhelming you. Start with a short list of instruments you understand. Each day, look at where they closed, what happened overnight and which events are coming up. Check a higher time frame, such as the daily chart, to see the broader trend before you zoom in. Write down what you expect and why, and review those notes at the end of the week. Over time this habit teaches you far more than any single forecast.</p>

<blockquote>The aim of a market overview is not to predict tomorrow's price. It is to understand the conditions you are trading in, so that your decisions fit them.</blockquote>

<p class="blog-risk">Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly due to leverage. Many retail traders lose money when trading these products. Consider whether you understand how they work and whether you can afford to take the high risk of losing your money. Prices of cryptocurrencies are highly volatile. Trading may not be suitable for everyone. This article is for educational purposes only and is not investment advice.</p>
`,
};
