import type { BlogPostSource } from '../../model';

export const post: BlogPostSource = {
  id: 4,
  slug: 'online-trading-101',
  title: 'Online Trading 101: Platforms, Orders, Costs and Discipline',
  summary:
    'What to look for in a trading platform, how the main order types work, what trading really costs, and the risk management and discipline that hold it all together.',
  date: '08/08/2023',
  body: `
<p>Online trading has made financial markets available to anyone with an internet connection. In a few minutes you can open a position on a currency pair, a share, an index, a commodity or a cryptocurrency. That ease is also its main danger: it is just as quick to open a trade you do not fully understand. This article covers the four things every online trader needs to get right: the platform, the orders, the costs and the discipline to manage risk.</p>

<h2>The trading platform</h2>
<p>The platform is your workplace, so it should be reliable, clear and comfortable to use. Most providers offer a web version that runs in the browser, a mobile app and sometimes a desktop application. Whichever you choose, check that it offers:</p>
<ul>
<li>real-time prices and charts with the time frames and indicators you need;</li>
<li>a clear order ticket that shows the size, the margin required and the value of a point before you confirm;</li>
<li>stop-loss and take-profit orders that can be attached when you open a position;</li>
<li>a transparent view of open positions, account equity, margin and history;</li>
<li>security features such as two-factor authentication.</li>
</ul>
<p>Spend time on the demo version first. Find out where every button is and what it does, so that you never have to search for the close button while a position moves against you.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-1.jpg" alt="Trading platform showing a candlestick chart, an order ticket with stop-loss and take-profit fields, and a list of open positions" width="1200" height="630" loading="lazy"></figure>

<h2>Order types</h2>
<p>An order tells the platform what to do and under which conditions. Understanding the difference between them helps you enter and leave the market on your own terms.</p>
<ul>
<li><strong>Market order:</strong> executed immediately at the best available price. Use it when getting into or out of the market matters more than the exact price.</li>
<li><strong>Limit order:</strong> executed only at your price or better. A buy limit sits below the current price, a sell limit above it.</li>
<li><strong>Stop order:</strong> becomes a market order once the price reaches a level you set. Traders use it to enter when a move gathers momentum or to leave when it turns against them.</li>
<li><strong>Stop-loss and take-profit:</strong> attached to a position to close it automatically at a planned loss or gain.</li>
<li><strong>Trailing stop:</strong> a stop-loss that follows the price as it moves in your favour, keeping a fixed distance, and stays put when the price turns.</li>
</ul>
<p>Remember that a stop order is not a guarantee. When prices gap, for example after a weekend or a surprise announcement, the order is filled at the next available price, which can be worse than the level you set. This is called slippage.</p>

<h2>What trading costs</h2>
<p>Costs are certain, while profits are not, so it is worth knowing exactly what you pay. The main items are:</p>
<ul>
<li><strong>Spread:</strong> the difference between the buy and sell price, paid every time you trade.</li>
<li><strong>Commission:</strong> a fee per trade, charged on some accounts and instruments instead of, or in addition to, a wider spread.</li>
<li><strong>Overnight financing:</strong> a daily charge or credit on leveraged positions held past the cut-off time.</li>
<li><strong>Currency conversion:</strong> applied when an instrument is priced in a currency other than that of your account.</li>
</ul>
<p>Your provider publishes these costs in its documents. Read them before you trade, and include them when you judge whether a strategy is worthwhile: an approach that trades very often can be profitable before costs and lose money after them.</p>

<h2>Risk management</h2>
<p>Risk management is what keeps you in the game long enough to learn. Decide your maximum loss per trade before you enter, and size the position from that figure and the distance to your stop-loss. Aim for trades where the potential gain is meaningfully larger than the risk. Watch out for positions that depend on the same thing, such as several dollar pairs at once, because they can all lose together. Use leverage sparingly: the maximum available is a limit, not a recommendation.</p>

<figure class="blog-figure"><img src="assets/images/blog/post-4/image-2.jpg" alt="Pre-trade checklist beside a risk gauge" width="1200" height="630" loading="lazy"></figure>

<h2>Discipline</h2>
<p>Most trading mistakes are not about analysis but about behaviour. After a loss, it is tempting to trade again at once to win the money back. After a win, it is tempting to double the size. Both feelings are natural and both are expensive. A written trading plan is the best defence. It states which instruments you trade, when you trade, what must happen before you enter, where you exit and how much you risk. Follow it, record every trade in a journal, and change the plan only after reviewing your results calmly, never in the middle of a session. If you notice that you are breaking your rules, take a break.</p>

<h2>The short version</h2>
<p>Know your platform, know your orders, know your costs and know your limits. Trading online is simple to start and demanding to do well. Treat it as a skill that takes time to build, and protect your capital while you build it.</p>

<p class="blog-risk">Risk warning: CFDs and other leveraged products are complex instruments and come with a high risk of losing money rapidly due to leverage. Many retail traders lose money when trading these products. Consider whether you understand how they work and whether you can afford to take the high risk of losing your money. Prices of cryptocurrencies are highly volatile. Trading may not be suitable for everyone. This article is for educational purposes only and is not investment advice.</p>
`,
};
